import '../runs.css'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ModerationQueueItem } from '@app/shared'
import { PilotAvatar } from '@/components/ui/pilot-avatar'
import { paths } from '@/config/paths'
import { formatNumber } from '@/lib/format'
import { useModerationQueue } from '../api/get-moderation-queue'
import { useRunReport } from '../api/get-run-report'
import { dateTime, runLabels } from '../run-format'
import { AnomalyFrames } from './anomaly-frames'
import { DecisionPanel } from './decision-panel'
import { RunReportView } from './run-report-view'

function QueueEntry({
  item,
  current,
  onOpen,
}: {
  item: ModerationQueueItem
  current: boolean
  onOpen: () => void
}) {
  const { t, i18n } = useTranslation()
  const labels = runLabels(item)
  return (
    <li>
      <button
        type="button"
        className={`queue-item${current ? ' is-current' : ''}`}
        aria-current={current ? 'true' : undefined}
        onClick={onOpen}
      >
        <PilotAvatar src={item.pilot.avatar} size={36} />
        <span className="queue-item-main">
          <span className="queue-item-title">
            {labels.game} · {labels.mode}
          </span>
          <span className="queue-item-pilot">
            {item.pilot.name} ·{' '}
            {item.score === null ? '—' : formatNumber(item.score, i18n.resolvedLanguage)}
          </span>
          <span className="queue-item-meta">
            <span className={`queue-reason reason-${item.reviewReason}`}>
              {t(`runs.reviewReasons.${item.reviewReason}`)}
            </span>
            <time dateTime={item.queuedAt}>{dateTime(item.queuedAt, i18n.resolvedLanguage)}</time>
          </span>
        </span>
      </button>
    </li>
  )
}

/** The chosen queue item's report with the moderator's frames and decision form. */
function Review({
  item,
  moderatorId,
  onDecided,
}: {
  item: ModerationQueueItem
  moderatorId: string
  onDecided: () => void
}) {
  const { t } = useTranslation()
  const report = useRunReport(item.id, moderatorId)
  if (report.isPending) {
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    )
  }
  if (report.isError) {
    return (
      <div className="panel" role="alert">
        <p>{t('runs.loadError')}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void report.refetch()}>
          {t('runs.retry')}
        </button>
      </div>
    )
  }
  return (
    <RunReportView
      report={report.data}
      review={
        <>
          <section className="panel review-why" aria-label={t('moderation.whyQueued')}>
            <p>
              <strong>{t(`runs.reviewReasons.${item.reviewReason}`)}</strong> — {item.reason}
            </p>
            {item.appealMessage && (
              <div className="review-appeal">
                <p className="muted">{t('moderation.appealMessage')}</p>
                <blockquote>{item.appealMessage}</blockquote>
              </div>
            )}
          </section>
          <DecisionPanel
            key={item.id}
            report={report.data}
            moderatorId={moderatorId}
            onDecided={onDecided}
          />
          <AnomalyFrames runId={item.id} anomalies={report.data.anomalies} />
        </>
      }
    />
  )
}

/** /moderation: the queue oldest first, the chosen item's report and the decision actions. */
export function ModerationPage({ moderatorId }: { moderatorId: string }) {
  const { t } = useTranslation()
  const queue = useModerationQueue()
  const [chosenId, setChosenId] = useState<string | null>(null)
  // Decided runs leave the list at once, before the queue is read again.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set())
  const items = queue.data?.items ?? []
  const open = items.filter((item) => !decided.has(item.id))
  const current = open.find((item) => item.id === chosenId) ?? open[0] ?? null

  const handleDecided = () => {
    if (!current) return
    const index = open.indexOf(current)
    const rest = open.filter((item) => item.id !== current.id)
    setDecided(new Set([...decided, current.id]))
    setChosenId(rest[Math.min(index, rest.length - 1)]?.id ?? null)
  }

  return (
    <div className="page moderation-page">
      <header className="page-heading">
        <h1 className="page-title">{t('moderation.title')}</h1>
        <p className="page-subtitle">{t('moderation.subtitle')}</p>
      </header>
      {queue.isPending && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {queue.isError && (
        <div className="panel" role="alert">
          <p>{t('moderation.queueError')}</p>
          <button type="button" className="btn btn-ghost" onClick={() => void queue.refetch()}>
            {t('runs.retry')}
          </button>
        </div>
      )}
      {queue.data && (
        <div className="moderation-layout">
          <nav className="panel moderation-queue" aria-labelledby="queue-title">
            <h2 id="queue-title" className="section-title">
              {t('moderation.queue', { count: queue.data.total - (items.length - open.length) })}
            </h2>
            {open.length === 0 ? (
              <p className="muted">{t('moderation.empty')}</p>
            ) : (
              <ol className="queue-list">
                {open.map((item) => (
                  <QueueEntry
                    key={item.id}
                    item={item}
                    current={item === current}
                    onOpen={() => setChosenId(item.id)}
                  />
                ))}
              </ol>
            )}
          </nav>
          <div className="moderation-review">
            {current ? (
              <Review
                key={current.id}
                item={current}
                moderatorId={moderatorId}
                onDecided={handleDecided}
              />
            ) : (
              <div className="panel review-done" role="status">
                <p>{t('moderation.allDone')}</p>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  )
}

/** What a signed-in pilot without the moderator role sees on /moderation. */
export function ModeratorsOnly() {
  const { t } = useTranslation()
  return (
    <div className="page panel-center">
      <div className="panel" role="alert">
        <h1 className="page-title">{t('moderation.title')}</h1>
        <p>{t('moderation.onlyModerators')}</p>
        <Link className="btn btn-ghost" to={paths.home.getHref()}>
          {t('common.backHome')}
        </Link>
      </div>
    </div>
  )
}
