import { useContext } from 'react'
import { SoundContext, type SoundContextValue } from '@/lib/sound-context'

export function useSound(): SoundContextValue {
  const value = useContext(SoundContext)
  if (!value) throw new Error('useSound must be used inside <SoundProvider>')
  return value
}
