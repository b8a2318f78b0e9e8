import { useState } from 'react'
import avatarDefault from '@/assets/avatar-default.svg'

/**
 * A pilot's avatar: their uploaded image or their https photo URL (fetched without a referrer),
 * else the default image, which also replaces a photo that fails to load.
 */
export function PilotAvatar({
  src,
  size,
  alt = '',
  className = 'pilot-avatar',
}: {
  src: string | null
  size: number
  alt?: string
  className?: string
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const usable = src !== null && src !== failed
  return (
    <img
      className={className}
      src={usable ? src : avatarDefault}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
    />
  )
}
