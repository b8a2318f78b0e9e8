import './score-chart.css'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Anomaly, TimelinePoint } from '@app/shared'

const WIDTH = 480
const HEIGHT = 160
const PAD = 12

interface ScoreChartProps<A extends Anomaly> {
  timeline: readonly TimelinePoint[]
  anomalies: readonly A[]
  /** Makes each anomaly marker a button that reports the anomaly it marks. */
  onSelect?: (anomaly: A) => void
  /** The anomaly shown as chosen (pressed). */
  selected?: A | null
}

/** Score readings over the video's frames, with the anomalies marked in red. */
export function ScoreChart<A extends Anomaly>({
  timeline,
  anomalies,
  onSelect,
  selected,
}: ScoreChartProps<A>) {
  const { t } = useTranslation()
  const points = timeline.filter((point) => point.score !== null) as (TimelinePoint & {
    score: number
  })[]
  if (points.length === 0) return null
  const lastFrame = Math.max(...timeline.map((p) => p.frame), ...anomalies.map((a) => a.frame), 1)
  const top = Math.max(...points.map((p) => p.score), 1)
  const x = (frame: number) => PAD + (frame / lastFrame) * (WIDTH - 2 * PAD)
  const y = (score: number) => HEIGHT - PAD - (score / top) * (HEIGHT - 2 * PAD)
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.frame)},${y(p.score)}`).join(' ')
  const label = t('startx.result.chartLabel', {
    count: points.length,
    anomalies: anomalies.length,
  })
  const markerProps = (anomaly: A) => {
    if (!onSelect) return {}
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault()
      onSelect(anomaly)
    }
    return {
      role: 'button',
      tabIndex: 0,
      'aria-label': t('anomalies.marker', {
        frame: anomaly.frame,
        kind: t(`anomalies.kinds.${anomaly.kind}`),
      }),
      'aria-pressed': selected === anomaly,
      onClick: () => onSelect(anomaly),
      onKeyDown: handleKey,
    }
  }
  return (
    <figure className="score-chart">
      <figcaption>{t('startx.result.chartTitle')}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role={onSelect ? 'group' : 'img'} aria-label={label}>
        <path d={`M${PAD},${HEIGHT - PAD}H${WIDTH - PAD}`} className="score-chart-axis" />
        <path
          d={`${line} L${x(points.at(-1)!.frame)},${HEIGHT - PAD} L${x(points[0]!.frame)},${HEIGHT - PAD} Z`}
          className="score-chart-area"
        />
        <path d={line} className="score-chart-line" />
        {anomalies.map((anomaly) => (
          <g
            key={`${anomaly.frame}-${anomaly.kind}`}
            className="score-chart-anomaly"
            data-frame={anomaly.frame}
            {...markerProps(anomaly)}
          >
            <title>{`${anomaly.frame}: ${t(`anomalies.kinds.${anomaly.kind}`)} ${anomaly.detail}`}</title>
            <path d={`M${x(anomaly.frame)},${PAD}V${HEIGHT - PAD}`} />
            {onSelect && (
              <rect
                className="score-chart-hit"
                x={x(anomaly.frame) - 9}
                y={0}
                width={18}
                height={HEIGHT}
              />
            )}
            <circle cx={x(anomaly.frame)} cy={PAD} r={onSelect ? 6 : 4} />
          </g>
        ))}
      </svg>
    </figure>
  )
}
