import { useCallback, useRef } from 'react'
import type { GameCategory } from '@app/shared'
import { useSound } from '@/lib/use-sound'

/** The category choice's volume (SPEC.md section 9). */
const VOICE_VOLUME = 0.6

/** Plays the category's voice clip (public/voices, made by scripts/make-voices.ts) when sound is on. */
export function useCategoryVoice() {
  const { enabled } = useSound()
  const current = useRef<HTMLAudioElement | null>(null)
  return useCallback(
    (category: GameCategory) => {
      if (!enabled) return
      current.current?.pause()
      const audio = new Audio(`/voices/${category}.opus`)
      audio.volume = VOICE_VOLUME
      current.current = audio
      // Autoplay policies may refuse playback; a missed announcement is harmless.
      audio.play().catch(() => undefined)
    },
    [enabled],
  )
}
