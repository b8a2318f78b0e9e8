import { useTranslation } from 'react-i18next'
import avatarDefault from '@/assets/avatar-default.svg'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { formatNumber } from '@/lib/format'

const STAT_KEYS = ['profile.hiScoreMode', 'profile.caravanMode', 'profile.oneCcMode'] as const
const COLUMNS = ['status', 'game', 'platform', 'mode', 'level', 'start', 'end', 'action'] as const

/** The pilot card; figures and history are filled by the profile issue. */
export function ProfileRoute() {
  const { t, i18n } = useTranslation()
  const { user } = useAuth()
  const zero = formatNumber(0, i18n.resolvedLanguage)
  return (
    <div className="page profile">
      <section className="panel profile-card">
        <img
          className="profile-avatar"
          src={user?.avatar ?? avatarDefault}
          alt={t('profile.avatarAlt')}
          width={160}
          height={160}
        />
        <div className="profile-info">
          <h2 className="profile-name">{user?.nickname ?? user?.email}</h2>
          <p className="muted">{t('profile.intro')}</p>
          <dl className="profile-facts">
            <dt>{t('profile.globalScore')}</dt>
            <dd>{zero}</dd>
            <dt>{t('profile.email')}</dt>
            <dd>{user?.email}</dd>
          </dl>
        </div>
      </section>
      <ul className="stat-cards">
        {STAT_KEYS.map((key) => (
          <li key={key} className="panel stat-card">
            <h3>{t(key)}</h3>
            <strong>{zero}</strong>
            <span>{t('profile.points')}</span>
          </li>
        ))}
      </ul>
      <section className="panel">
        <h2 className="section-title">{t('profile.uploadHistory')}</h2>
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`profile.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <td colSpan={COLUMNS.length} className="table-empty">
                  {t('profile.noUploads')}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>
    </div>
  )
}
