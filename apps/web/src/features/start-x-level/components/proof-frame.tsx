import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useProofFrame } from '../api/get-proof-frame'

/** The frame whose HUD shows the score, fetched with the Bearer header as an object URL. */
export function ProofFrame({ submissionId, frame }: { submissionId: string; frame: number }) {
  const { t } = useTranslation()
  const { data } = useProofFrame(submissionId, frame >= 0)
  const src = useMemo(() => (data ? URL.createObjectURL(data) : null), [data])

  useEffect(() => {
    if (!src) return
    return () => URL.revokeObjectURL(src)
  }, [src])

  if (!src) return null
  return (
    <figure className="sx-proof">
      <img src={src} alt={t('startx.result.proofAlt', { frame })} />
      <figcaption>{t('startx.result.proofFrame', { frame })}</figcaption>
    </figure>
  )
}
