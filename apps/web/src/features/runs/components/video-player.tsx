import { useTranslation } from 'react-i18next'
import type { RunSource } from '@app/shared'
import { youtubeEmbedUrl } from '../youtube-embed'

/** The run's video: the YouTube embed (no cookies), the kept file, or why it cannot be watched. */
export function VideoPlayer({ source }: { source: RunSource }) {
  const { t } = useTranslation()
  const embed = source.youtubeUrl ? youtubeEmbedUrl(source.youtubeUrl) : null
  if (source.sourceGone || (!embed && !source.fileUrl)) {
    return (
      <div className="run-video-gone" role="note">
        <p>{t('runs.video.goneDetail')}</p>
        {source.youtubeUrl && <p className="run-source-url">{source.youtubeUrl}</p>}
      </div>
    )
  }
  if (embed) {
    return (
      <iframe
        className="run-video"
        src={embed}
        title={t('runs.video.youtubeTitle')}
        allow="encrypted-media; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        allowFullScreen
      />
    )
  }
  return (
    <video className="run-video" src={source.fileUrl ?? undefined} controls preload="metadata">
      {t('runs.video.noPlayer')}
    </video>
  )
}
