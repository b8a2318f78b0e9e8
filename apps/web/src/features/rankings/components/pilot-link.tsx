import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'

/** A pilot's name linking to their public page, tagged 'You' for the signed-in pilot. */
export function PilotLink({ userId, name, isMe }: { userId: string; name: string; isMe: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <Link className="pilot-link" to={paths.communityPilot.getHref(userId)}>
        {name}
      </Link>
      {isMe && <span className="me-tag">{t('rankings.you')}</span>}
    </>
  )
}
