import { useId } from 'react'
import { seedOf } from '../event-format'

const COLORS = [
  ['#ffd23f', '#ff7a3d'],
  ['#2af5ff', '#6a5bff'],
  ['#ff4fb0', '#ffd23f'],
] as const

/** A badge's emblem, drawn from its code: a winged hexagon with a star. Decorative only. */
export function BadgeEmblem({ code, size = 64 }: { code: string; size?: number }) {
  const key = useId().replace(/[^\w-]/g, '')
  const [light, dark] = COLORS[seedOf(code) % COLORS.length]!
  return (
    <svg className="badge-emblem" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
      <defs>
        <linearGradient id={`${key}-metal`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <path d="M4 26l12 4-2 8zM60 26l-12 4 2 8z" fill={light} opacity="0.8" />
      <path
        d="M32 4l22 12v26L32 60 10 42V16z"
        fill="#0b0e24"
        stroke={`url(#${key}-metal)`}
        strokeWidth="4"
      />
      <path
        d="M32 17l4.2 8.9 9.8 1.2-7.2 6.7 1.9 9.7L32 38.6l-8.7 4.9 1.9-9.7-7.2-6.7 9.8-1.2z"
        fill={`url(#${key}-metal)`}
      />
    </svg>
  )
}
