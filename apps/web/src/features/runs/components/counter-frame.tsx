import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RunReport } from '@app/shared'

/** A kept frame image; says so in words when the image cannot be loaded. */
export function KeptFrame({ src, alt, frame }: { src: string | null; alt: string; frame: number }) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  if (!src || failed)
    return <p className="run-frame-missing">{t('runs.frames.missing', { frame })}</p>
  return <img src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />
}

/** The proof frame with the score counter outlined, and the counter cropped at that frame. */
export function CounterFrame({ report }: { report: RunReport }) {
  const { t } = useTranslation()
  const frame = report.proofFrame
  if (frame === null) return <p className="muted">{t('runs.frames.noProof')}</p>
  const box = report.counterBox
  const size = report.frameSize
  return (
    <div className="run-proof">
      <figure className="run-frame">
        <div className="run-frame-canvas">
          <KeptFrame
            src={report.proofFrameUrl}
            alt={t('runs.frames.proofAlt', { frame })}
            frame={frame}
          />
          {report.proofFrameUrl && box && size && (
            <svg
              className="run-frame-overlay"
              viewBox={`0 0 ${size.width} ${size.height}`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              <rect x={box.x} y={box.y} width={box.width} height={box.height} />
            </svg>
          )}
        </div>
        <figcaption>{t('runs.frames.proofCaption', { frame })}</figcaption>
      </figure>
      {report.counterCropUrl && (
        <figure className="run-frame run-crop">
          <KeptFrame
            src={report.counterCropUrl}
            alt={t('runs.frames.cropAlt', { frame })}
            frame={frame}
          />
          <figcaption>{t('runs.frames.cropCaption')}</figcaption>
        </figure>
      )}
    </div>
  )
}
