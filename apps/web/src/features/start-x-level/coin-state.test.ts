import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  COUNTDOWN_MS,
  MAX_COINS,
  REFRESH_MS,
  clickOutcome,
  coinReducer,
  formatCountdown,
  initialCoins,
  remainingMs,
  type CoinState,
} from './coin-state'

describe('coin counter', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('starts with 3 of 3 coins, idle; a request for 5 is capped at the maximum', () => {
    expect(initialCoins()).toEqual({ coins: 3, endsAt: null })
    expect(initialCoins(5)).toEqual({ coins: MAX_COINS, endsAt: null })
    expect(clickOutcome(initialCoins())).toBe('start')
  })

  it('uses one coin for a 45-minute countdown that returns to ready at zero', () => {
    let state = coinReducer(initialCoins(), { type: 'insert', now: Date.now() })
    expect(state.coins).toBe(2)
    expect(remainingMs(state, Date.now())).toBe(COUNTDOWN_MS)
    expect(clickOutcome(state)).toBe('confirm-cancel')
    // A second insert while counting changes nothing.
    expect(coinReducer(state, { type: 'insert', now: Date.now() })).toBe(state)

    vi.advanceTimersByTime(COUNTDOWN_MS - REFRESH_MS)
    state = coinReducer(state, { type: 'tick', now: Date.now() })
    expect(formatCountdown(remainingMs(state, Date.now()))).toBe('00:00:00:010')
    vi.advanceTimersByTime(REFRESH_MS)
    state = coinReducer(state, { type: 'tick', now: Date.now() })
    expect(state).toEqual({ coins: 2, endsAt: null })
    expect(remainingMs(state, Date.now())).toBe(0)
  })

  it('cancelling stops the countdown and the coin stays spent; no refill at zero coins', () => {
    let state: CoinState = initialCoins()
    for (let round = 0; round < MAX_COINS; round += 1) {
      state = coinReducer(state, { type: 'insert', now: Date.now() })
      vi.advanceTimersByTime(60_000)
      state = coinReducer(state, { type: 'cancel' })
      expect(state.endsAt).toBeNull()
    }
    expect(state.coins).toBe(0)
    expect(clickOutcome(state)).toBe('out-of-coins')
    expect(coinReducer(state, { type: 'insert', now: Date.now() })).toBe(state)
    vi.advanceTimersByTime(24 * 3_600_000)
    expect(coinReducer(state, { type: 'tick', now: Date.now() }).coins).toBe(0)
  })

  it('formats hh:mm:ss:mmm', () => {
    expect(formatCountdown(COUNTDOWN_MS)).toBe('00:45:00:000')
    expect(formatCountdown(COUNTDOWN_MS - 1)).toBe('00:44:59:999')
    expect(formatCountdown(3_600_000 + 61_001)).toBe('01:01:01:001')
    expect(formatCountdown(-5)).toBe('00:00:00:000')
  })
})
