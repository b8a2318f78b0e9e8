import { useTranslation } from 'react-i18next'

const STEPS = ['category', 'game', 'upload'] as const

/** Steps 0/1 choose a category, 2 games listed, 3 upload section (SPEC.md section 4). */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useTranslation()
  return (
    <ol className="sx-steps" aria-label={t('startx.steps.label')}>
      {STEPS.map((name, index) => (
        <li
          key={name}
          className={index + 1 < step ? 'is-done' : index + 1 === step ? 'is-current' : ''}
          aria-current={index + 1 === step ? 'step' : undefined}
        >
          <span className="sx-step-number">{index + 1}</span>
          <span className="sx-step-name">{t(`startx.steps.${name}`)}</span>
        </li>
      ))}
    </ol>
  )
}
