import { useEffect, useReducer, useState } from 'react'
import {
  REFRESH_MS,
  clickOutcome,
  coinReducer,
  initialCoins,
  remainingMs,
  type CoinClick,
} from '../coin-state'

/** The coin counter's state and clock: a 10 ms refresh only while a countdown runs. */
export function useCoinCounter(requested?: number) {
  const [state, dispatch] = useReducer(coinReducer, requested, initialCoins)
  const [now, setNow] = useState(() => Date.now())
  const running = state.endsAt !== null

  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => {
      const at = Date.now()
      setNow(at)
      dispatch({ type: 'tick', now: at })
    }, REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [running])

  /** Runs a click: starts a countdown when it can, else returns which dialog to show. */
  const click = (): CoinClick => {
    const outcome = clickOutcome(state)
    if (outcome === 'start') {
      const at = Date.now()
      setNow(at)
      dispatch({ type: 'insert', now: at })
    }
    return outcome
  }

  return {
    coins: state.coins,
    running,
    remaining: remainingMs(state, now),
    click,
    cancel: () => dispatch({ type: 'cancel' }),
  }
}
