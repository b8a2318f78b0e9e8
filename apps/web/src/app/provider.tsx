import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { AuthProvider } from '@/features/auth/components/auth-provider'
import { queryClient } from '@/lib/query-client'
import { SoundProvider } from '@/lib/sound-provider'

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SoundProvider>
        <AuthProvider>{children}</AuthProvider>
      </SoundProvider>
    </QueryClientProvider>
  )
}
