import { useTranslation } from 'react-i18next'
import type { Game } from '@app/shared'
import { GamePoster } from './game-poster'

/** The embed URL with the spec's playback: autoplay, sound on, looped (loop needs `playlist`). */
export function trailerSrc(embedUrl: string): string {
  const url = new URL(embedUrl)
  const videoId = url.pathname.split('/').filter(Boolean).at(-1) ?? ''
  url.searchParams.set('autoplay', '1')
  url.searchParams.set('mute', '0')
  url.searchParams.set('loop', '1')
  url.searchParams.set('playlist', videoId)
  return url.toString()
}

/** The game's trailer, or generated poster art when the catalogue has no trailer for it. */
export function GameTrailer({ game }: { game: Game }) {
  const { t } = useTranslation()
  if (!game.youtubeUrl) {
    return <GamePoster game={game} label={t('startx.game.poster', { title: game.title })} />
  }
  return (
    <iframe
      className="sx-trailer"
      src={trailerSrc(game.youtubeUrl)}
      title={t('startx.game.trailer', { title: game.title })}
      allow="autoplay; encrypted-media; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  )
}
