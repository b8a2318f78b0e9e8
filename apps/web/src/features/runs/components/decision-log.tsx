import { useTranslation } from 'react-i18next'
import type { RunDecision, RunState } from '@app/shared'
import { formatNumber } from '@/lib/format'
import { dateTime } from '../run-format'

function StateCell({ state }: { state: RunState }) {
  const { t, i18n } = useTranslation()
  return (
    <>
      {t(`runs.status.${state.status}`)}
      <br />
      <span className="muted">
        {state.score === null ? '—' : formatNumber(state.score, i18n.resolvedLanguage)}
      </span>
    </>
  )
}

/** The audit trail: every moderator decision with who, when, before, after and why. */
export function DecisionLog({ decisions }: { decisions: readonly RunDecision[] }) {
  const { t, i18n } = useTranslation()
  return (
    <section className="panel run-section" aria-labelledby="run-decisions-title">
      <h2 id="run-decisions-title" className="section-title">
        {t('runs.sections.decisions')}
      </h2>
      {decisions.length === 0 ? (
        <p className="muted">{t('runs.decisions.none')}</p>
      ) : (
        <div
          className="table-scroll"
          role="region"
          aria-labelledby="run-decisions-title"
          tabIndex={0}
        >
          <table className="data-table run-decisions">
            <thead>
              <tr>
                {(['when', 'who', 'action', 'before', 'after', 'why'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`runs.decisions.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {decisions.map((decision) => (
                <tr key={decision.id}>
                  <td>
                    <time dateTime={decision.when}>
                      {dateTime(decision.when, i18n.resolvedLanguage)}
                    </time>
                  </td>
                  <td>{decision.who.name}</td>
                  <td>
                    {t(`runs.decisions.actions.${decision.action}`)}
                    {decision.frame !== null && (
                      <>
                        <br />
                        <span className="muted">
                          {t('runs.decisions.frame', { frame: decision.frame })}
                        </span>
                      </>
                    )}
                  </td>
                  <td>
                    <StateCell state={decision.before} />
                  </td>
                  <td>
                    <StateCell state={decision.after} />
                  </td>
                  <td className="run-decision-reason">{decision.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
