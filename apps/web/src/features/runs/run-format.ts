import { findGame, LEVELS, MODES, PLATFORMS } from '@app/shared'

/** A position in the video as m:ss (h:mm:ss past an hour). */
export function videoTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = String(whole % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** A date and time in the interface language, UTC-independent (the reader's own zone). */
export function dateTime(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  )
}

const codeLabel = (list: readonly { id: number; label: string }[], id: number) =>
  list.find((item) => item.id === id)?.label ?? '—'

/** The game, mode, platform and level names of a run's codes. */
export function runLabels(run: {
  gameId: number
  modeId: number
  platformId: number
  levelId: number
}) {
  return {
    game: findGame(run.gameId)?.title ?? '—',
    mode: codeLabel(MODES, run.modeId),
    platform: codeLabel(PLATFORMS, run.platformId),
    level: codeLabel(LEVELS, run.levelId),
  }
}
