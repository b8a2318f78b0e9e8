import { useEffect, useRef } from 'react'

/**
 * Scrolls the signed-in pilot's row into view and focuses it each time `reveal` changes (after
 * 'My position'), once the row is on screen.
 */
export function useRevealRow(reveal: number, ready: boolean) {
  const row = useRef<HTMLTableRowElement>(null)
  useEffect(() => {
    if (reveal === 0 || !ready || !row.current) return
    row.current.scrollIntoView({ block: 'center', behavior: 'smooth' })
    row.current.focus({ preventScroll: true })
  }, [reveal, ready])
  return row
}
