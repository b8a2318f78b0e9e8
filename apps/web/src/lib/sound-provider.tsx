import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { SOUNDS, SoundContext, type SoundName } from '@/lib/sound-context'

/** Sound effects start off; the menu's switch turns them on for this visit. */
export function SoundProvider({ children }: { children: ReactNode }) {
  const [enabled, setEnabled] = useState(false)

  const play = useCallback(
    (name: SoundName) => {
      if (!enabled) return
      const audio = new Audio(`/sounds/${name}.wav`)
      audio.volume = SOUNDS[name]
      // Autoplay policies may refuse playback; a missed blip is harmless.
      audio.play().catch(() => undefined)
    },
    [enabled],
  )

  const value = useMemo(() => ({ enabled, setEnabled, play }), [enabled, play])
  return <SoundContext.Provider value={value}>{children}</SoundContext.Provider>
}
