import { useId } from 'react'
import { seedOf } from '../event-format'

const PALETTES = [
  { top: '#2a0c4f', bottom: '#0b1140', planet: '#ff7a3d', rim: '#ffd23f', glow: '#ff4fb0' },
  { top: '#1a0b45', bottom: '#0b1140', planet: '#b58cff', rim: '#ffd23f', glow: '#8f6bff' },
  { top: '#1b0a3a', bottom: '#05263a', planet: '#6dffad', rim: '#ffd23f', glow: '#2af5ff' },
  { top: '#061a3f', bottom: '#0a0f33', planet: '#6ae3ff', rim: '#eef1ff', glow: '#2af5ff' },
] as const

/** A small deterministic generator (mulberry32), so an event always gets the same sky. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const GRID_X = [-160, -100, -40, 20, 80, 140, 200, 260, 320, 380, 440, 480]
const GRID_Y = [128, 136, 147, 161, 180]

/**
 * The event card's artwork, drawn for each event from its id: a starry sky, a ringed planet, a
 * neon horizon grid and a fighter on its way. Decorative only.
 */
export function EventArt({ id }: { id: string }) {
  const key = useId().replace(/[^\w-]/g, '')
  const seed = seedOf(id)
  const palette = PALETTES[seed % PALETTES.length]!
  const next = random(seed)
  const stars = Array.from({ length: 46 }, () => ({
    x: next() * 320,
    y: next() * 118,
    r: 0.4 + next() * 1.1,
    o: 0.35 + next() * 0.65,
  }))
  const planet = { x: 190 + next() * 70, y: 56 + next() * 18, r: 22 + next() * 12 }
  const ship = { x: 110 + next() * 50, y: 92 + next() * 12 }

  return (
    <svg
      className="event-art"
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${key}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.top} />
          <stop offset="1" stopColor={palette.bottom} />
        </linearGradient>
        <radialGradient id={`${key}-planet`} cx="0.35" cy="0.35" r="0.75">
          <stop offset="0" stopColor={palette.rim} />
          <stop offset="0.45" stopColor={palette.planet} />
          <stop offset="1" stopColor={palette.bottom} />
        </radialGradient>
        <linearGradient id={`${key}-sun`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.glow} stopOpacity="0.55" />
          <stop offset="1" stopColor={palette.glow} stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${key}-sky)`} />
      {stars.map((star, i) => (
        <circle key={i} cx={star.x} cy={star.y} r={star.r} fill="#fff" opacity={star.o} />
      ))}
      <circle cx={planet.x} cy={planet.y} r={planet.r * 1.9} fill={palette.glow} opacity="0.12" />
      <circle cx={planet.x} cy={planet.y} r={planet.r} fill={`url(#${key}-planet)`} />
      <ellipse
        cx={planet.x}
        cy={planet.y}
        rx={planet.r * 1.7}
        ry={planet.r * 0.38}
        fill="none"
        stroke={palette.rim}
        strokeWidth="2"
        opacity="0.7"
        transform={`rotate(-14 ${planet.x} ${planet.y})`}
      />
      <rect y="112" width="320" height="68" fill={`url(#${key}-sun)`} />
      <g stroke={palette.glow} strokeWidth="1" opacity="0.75">
        <line x1="0" y1="120" x2="320" y2="120" />
        {GRID_Y.map((y) => (
          <line key={y} x1="0" y1={y} x2="320" y2={y} />
        ))}
        {GRID_X.map((x) => (
          <line key={x} x1={160 + (x - 160) * 0.18} y1="120" x2={x} y2="180" />
        ))}
      </g>
      <g transform={`translate(${ship.x} ${ship.y})`}>
        <path d="M-26 0h-14" stroke={palette.glow} strokeWidth="3" strokeLinecap="round" />
        <path d="M-22 -5h-10M-22 5h-10" stroke={palette.rim} strokeWidth="2" opacity="0.8" />
        <path d="M-18 -7L14 0L-18 7L-12 0Z" fill="#eef1ff" />
        <path d="M-10 -3L4 0L-10 3Z" fill={palette.glow} />
        <path d="M-16 -7L-6 -15L-2 -3ZM-16 7L-6 15L-2 3Z" fill="#b3bbe0" />
        <path d="M22 0h26M56 0h18" stroke={palette.rim} strokeWidth="2" strokeLinecap="round" />
      </g>
    </svg>
  )
}
