import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { RunReport } from '@app/shared'
import { FactList } from '@/components/ui/fact-list'
import { PilotAvatar } from '@/components/ui/pilot-avatar'
import { paths } from '@/config/paths'
import { formatNumber } from '@/lib/format'
import { dateTime, runLabels, videoTime } from '../run-format'
import { AnomalyExplorer } from './anomaly-explorer'
import { AppealSection } from './appeal-section'
import { CounterFrame } from './counter-frame'
import { DecisionLog } from './decision-log'
import { RunStatusBadge } from './run-status-badge'
import { VideoPlayer } from './video-player'

function RunHeader({ report }: { report: RunReport }) {
  const { t, i18n } = useTranslation()
  const labels = runLabels(report)
  return (
    <section className="panel run-header" aria-labelledby="run-title">
      <div className="run-header-main">
        <h2 id="run-title" className="run-title">
          {labels.game}
        </h2>
        <p className="run-meta">{[labels.mode, labels.platform, labels.level].join(' · ')}</p>
        <Link className="run-pilot" to={paths.communityPilot.getHref(report.pilot.id)}>
          <PilotAvatar src={report.pilot.avatar} size={32} />
          {report.pilot.name}
        </Link>
      </div>
      <div className="run-header-score">
        <span className="run-score-label">{t('runs.score')}</span>
        <strong className="run-score">
          {report.score === null ? '—' : formatNumber(report.score, i18n.resolvedLanguage)}
        </strong>
        <RunStatusBadge status={report.status} provisional={report.provisional} />
      </div>
    </section>
  )
}

function Verdict({ report }: { report: RunReport }) {
  const { t, i18n } = useTranslation()
  const number = (value: number) => formatNumber(value, i18n.resolvedLanguage)
  const info = report.videoInfo
  const facts: [string, ReactNode][] = [
    [t('runs.facts.verdict'), report.verdict ? t(`runs.verdicts.${report.verdict}`) : '—'],
    [
      t('runs.facts.confidence'),
      report.confidence === null ? '—' : `${Math.round(report.confidence * 100)}%`,
    ],
    [t('runs.facts.readScore'), report.readScore === null ? '—' : number(report.readScore)],
    [t('runs.facts.engine'), report.engineVersion ?? '—'],
    [t('runs.facts.submitted'), dateTime(report.submittedAt, i18n.resolvedLanguage)],
    [
      t('runs.facts.validated'),
      report.validatedAt ? dateTime(report.validatedAt, i18n.resolvedLanguage) : '—',
    ],
  ]
  if (report.reviewReason) {
    facts.push([t('runs.facts.reviewReason'), t(`runs.reviewReasons.${report.reviewReason}`)])
  }
  if (info) {
    facts.push(
      [t('runs.facts.resolution'), info.resolution],
      [t('runs.facts.duration'), videoTime(info.duration)],
      [t('runs.facts.videoCodec'), info.videoCodec],
      [t('runs.facts.audioCodec'), info.audioCodec],
    )
  }
  return (
    <section className="panel run-section" aria-labelledby="run-verdict-title">
      <h2 id="run-verdict-title" className="section-title">
        {t('runs.sections.verdict')}
      </h2>
      <p className={`run-reason run-reason-${report.status}`}>{report.reason}</p>
      <FactList className="run-facts" facts={facts} />
    </section>
  )
}

function Evidence({ report }: { report: RunReport }) {
  const { t, i18n } = useTranslation()
  return (
    <section className="panel run-section" aria-labelledby="run-video-title">
      <h2 id="run-video-title" className="section-title">
        {t('runs.sections.video')}
      </h2>
      <VideoPlayer source={report.source} />
      <dl className="run-facts run-evidence">
        <div>
          <dt>{t('runs.facts.source')}</dt>
          <dd>{t(`runs.sources.${report.source.kind}`)}</dd>
        </div>
        {report.source.checkedAt && (
          <div>
            <dt>{t('runs.facts.checked')}</dt>
            <dd>{dateTime(report.source.checkedAt, i18n.resolvedLanguage)}</dd>
          </div>
        )}
        <div>
          <dt>{t('runs.facts.sha256')}</dt>
          <dd className="run-hash">{report.sha256 ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('runs.facts.keptFrames')}</dt>
          <dd>{report.keyFrames.length}</dd>
        </div>
      </dl>
    </section>
  )
}

/**
 * The verification report of a run: header with score and status, proof frame and counter, the
 * chart with its anomalies, verdict, video and evidence, the audit trail and the owner's appeal.
 * `review` slots the moderator's tools in under the header.
 */
export function RunReportView({ report, review }: { report: RunReport; review?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="run-report">
      <RunHeader report={report} />
      {report.source.sourceGone && (
        <p className="run-gone-banner" role="note">
          {t('runs.video.gone')}
        </p>
      )}
      {review}
      <div className="run-grid">
        <div className="run-column">
          <section className="panel run-section" aria-labelledby="run-proof-title">
            <h2 id="run-proof-title" className="section-title">
              {t('runs.sections.proof')}
            </h2>
            <CounterFrame report={report} />
          </section>
          <AnomalyExplorer report={report} />
        </div>
        <div className="run-column">
          <Verdict report={report} />
          <Evidence report={report} />
        </div>
      </div>
      <AppealSection report={report} />
      <DecisionLog decisions={report.decisions} />
    </div>
  )
}
