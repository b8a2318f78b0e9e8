/** The coin counter of SPEC.md section 4, as a pure reducer (the component only renders it). */
export const MAX_COINS = 3
export const COUNTDOWN_MS = 45 * 60 * 1000
/** The display refreshes every 10 ms while a countdown runs (SPEC.md section 9). */
export const REFRESH_MS = 10

export interface CoinState {
  coins: number
  /** When the running countdown reaches zero (epoch ms), or null when idle ('READY!'). */
  endsAt: number | null
}

export type CoinAction =
  { type: 'insert'; now: number } | { type: 'cancel' } | { type: 'tick'; now: number }

/** The upload screen asks for 5 coins; the maximum of 3 wins. */
export function initialCoins(requested = MAX_COINS): CoinState {
  return { coins: Math.min(Math.max(0, requested), MAX_COINS), endsAt: null }
}

/** What a click on the counter does: use a coin, ask to cancel, or say the coins are gone. */
export type CoinClick = 'start' | 'confirm-cancel' | 'out-of-coins'

export function clickOutcome(state: CoinState): CoinClick {
  if (state.endsAt !== null) return 'confirm-cancel'
  return state.coins > 0 ? 'start' : 'out-of-coins'
}

export function coinReducer(state: CoinState, action: CoinAction): CoinState {
  switch (action.type) {
    case 'insert':
      if (state.endsAt !== null || state.coins <= 0) return state
      return { coins: state.coins - 1, endsAt: action.now + COUNTDOWN_MS }
    case 'cancel':
      // The coin stays spent: coins are never refilled.
      return state.endsAt === null ? state : { ...state, endsAt: null }
    case 'tick':
      return state.endsAt !== null && action.now >= state.endsAt
        ? { ...state, endsAt: null }
        : state
  }
}

export function remainingMs(state: CoinState, now: number): number {
  return state.endsAt === null ? 0 : Math.max(0, state.endsAt - now)
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** hh:mm:ss:mmm */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms))
  const hours = Math.floor(total / 3_600_000)
  const minutes = Math.floor((total % 3_600_000) / 60_000)
  const seconds = Math.floor((total % 60_000) / 1000)
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}:${pad(total % 1000, 3)}`
}
