import { useEffect, useEffectEvent } from 'react'

const EVENT = 'xlevel:validation-finished'

/** Tells the page that a run's validation ended (approved or rejected): fresh notifications exist. */
export function announceValidationFinished() {
  window.dispatchEvent(new Event(EVENT))
}

/** Calls `onFinished` whenever some part of the page announces a finished validation. */
export function useValidationFinished(onFinished: () => void) {
  const handler = useEffectEvent(onFinished)
  useEffect(() => {
    const listener = () => handler()
    window.addEventListener(EVENT, listener)
    return () => window.removeEventListener(EVENT, listener)
  }, [])
}
