import { useTranslation } from 'react-i18next'
import { MessageModal } from './message-modal'

/** The three outbound searches of SPEC.md section 2, each with the URL-encoded title. */
export function buyLinks(title: string) {
  const query = encodeURIComponent(title)
  return [
    { key: 'auction', href: `https://www.ebay.com/sch/i.html?_nkw=${query}` },
    { key: 'store', href: `https://www.amazon.com/s?k=${query}` },
    { key: 'gameStore', href: `https://www.play-asia.com/search/${query}` },
  ] as const
}

export function WhereToBuyModal({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <MessageModal
      title={t('startx.game.whereToBuy')}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('startx.game.close')}
        </button>
      }
    >
      <p>{t('startx.game.searchFor', { title })}</p>
      <ul className="sx-buy-links">
        {buyLinks(title).map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="sx-buy-link">
              <span className="sx-buy-name">
                {t(`startx.game.${link.key}`)}
                <span className="sx-buy-host">{new URL(link.href).hostname}</span>
              </span>
              <span className="sr-only"> {t('startx.game.newTab')}</span>
              <span aria-hidden="true">↗</span>
            </a>
          </li>
        ))}
      </ul>
    </MessageModal>
  )
}
