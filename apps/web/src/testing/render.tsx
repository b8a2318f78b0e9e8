import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { AuthProvider } from '@/features/auth/components/auth-provider'
import { SoundProvider } from '@/lib/sound-provider'

/** Renders `ui` inside the app's providers at `path`. */
export function renderWithProviders(ui: ReactNode, { path = '/' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <SoundProvider>
        <MemoryRouter initialEntries={[path]}>
          <AuthProvider>{ui}</AuthProvider>
        </MemoryRouter>
      </SoundProvider>
    </QueryClientProvider>,
  )
}
