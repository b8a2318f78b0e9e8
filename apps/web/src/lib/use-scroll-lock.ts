import { useEffect } from 'react'

let locks = 0

/** Locks page scroll while the calling component is mounted (nested locks are counted). */
export function useScrollLock() {
  useEffect(() => {
    locks += 1
    document.body.style.overflow = 'hidden'
    return () => {
      locks -= 1
      if (locks === 0) document.body.style.overflow = ''
    }
  }, [])
}
