import { createContext } from 'react'

/** Interface sounds made by scripts/make-sounds.ts, with the spec's volumes (SPEC.md section 9). */
export const SOUNDS = {
  'next-content': 0.5,
  'previous-content': 0.5,
  'choose-category': 0.6,
  'choose-game': 0.6,
} as const

export type SoundName = keyof typeof SOUNDS

export interface SoundContextValue {
  enabled: boolean
  setEnabled: (enabled: boolean) => void
  play: (name: SoundName) => void
}

export const SoundContext = createContext<SoundContextValue | null>(null)
