import { useEffect, useEffectEvent, type RefObject } from 'react'

/**
 * Closes a dropdown on a pointer press outside `ref`, on Escape, and (for menus anchored to the
 * page layout) on scroll and resize.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: () => void,
  { onScrollOrResize = false } = {},
) {
  const dismiss = useEffectEvent(onDismiss)
  useEffect(() => {
    if (!open) return
    const handlePointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) dismiss()
    }
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss()
    }
    const handleLayout = () => dismiss()
    document.addEventListener('pointerdown', handlePointer)
    document.addEventListener('keydown', handleKey)
    if (onScrollOrResize) {
      window.addEventListener('scroll', handleLayout, { passive: true })
      window.addEventListener('resize', handleLayout)
    }
    return () => {
      document.removeEventListener('pointerdown', handlePointer)
      document.removeEventListener('keydown', handleKey)
      window.removeEventListener('scroll', handleLayout)
      window.removeEventListener('resize', handleLayout)
    }
  }, [ref, open, onScrollOrResize])
}
