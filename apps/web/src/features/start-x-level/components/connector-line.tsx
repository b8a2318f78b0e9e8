import { useLayoutEffect, useState, type RefObject } from 'react'

/** How far the curve's control points reach out of each end (SPEC.md section 9). */
export const CURVE_OFFSET = 40

interface ConnectorLineProps {
  /** The positioned box the line is drawn in. */
  container: RefObject<HTMLElement | null>
  from: RefObject<HTMLElement | null>
  to: RefObject<HTMLElement | null>
  /** Changes when the chosen card changes, to redraw (and replay the animation). */
  drawKey: string
}

interface Geometry {
  d: string
  width: number
  height: number
}

function measure(box: HTMLElement, from: HTMLElement, to: HTMLElement): Geometry {
  const origin = box.getBoundingClientRect()
  const start = from.getBoundingClientRect()
  const end = to.getBoundingClientRect()
  const sx = start.left + start.width / 2 - origin.left
  const sy = start.bottom - origin.top
  const ex = end.left + Math.min(end.width / 2, 120) - origin.left
  const ey = end.top - origin.top
  return {
    d: `M ${sx} ${sy} C ${sx} ${sy + CURVE_OFFSET}, ${ex} ${ey - CURVE_OFFSET}, ${ex} ${ey}`,
    width: origin.width,
    height: origin.height,
  }
}

/** The animated line from the chosen category card down to the game list. */
export function ConnectorLine({ container, from, to, drawKey }: ConnectorLineProps) {
  const [geometry, setGeometry] = useState<Geometry | null>(null)

  useLayoutEffect(() => {
    const box = container.current
    if (!box) return
    const update = () => {
      const start = from.current
      const end = to.current
      setGeometry(start && end ? measure(box, start, end) : null)
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(box)
    return () => observer.disconnect()
  }, [container, from, to, drawKey])

  if (!geometry) return null
  return (
    <svg
      className="sx-connector"
      width={geometry.width}
      height={geometry.height}
      aria-hidden="true"
    >
      <path key={drawKey} className="sx-connector-glow" d={geometry.d} pathLength={1} />
      <path key={`${drawKey}-line`} className="sx-connector-line" d={geometry.d} pathLength={1} />
    </svg>
  )
}
