import { BRAND } from '@/config/brand'

/** The X Level emblem (a neon X crossing a ship's hull inside a hexagon) and wordmark. */
export function Logo({ className, showText = true }: { className?: string; showText?: boolean }) {
  return (
    <span className={`logo ${className ?? ''}`}>
      <LogoMark />
      {showText && (
        <span className="logo-text" aria-hidden="true">
          <span className="logo-x">X</span> LEVEL
        </span>
      )}
      <span className="sr-only">{BRAND}</span>
    </span>
  )
}

export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="logo-a" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2af5ff" />
          <stop offset="1" stopColor="#ff3ea5" />
        </linearGradient>
      </defs>
      <path
        d="M32 3 57 17.5v29L32 61 7 46.5v-29Z"
        fill="#0a0d24"
        stroke="url(#logo-a)"
        strokeWidth="3"
      />
      <path d="M19 18h8l5 8 5-8h8l-9 14 9 14h-8l-5-8-5 8h-8l9-14Z" fill="url(#logo-a)" />
      <path d="M32 40 28 47h8Z" fill="#ffd23f" />
    </svg>
  )
}
