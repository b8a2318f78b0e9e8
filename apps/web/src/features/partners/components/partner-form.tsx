import '../partners.css'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PARTNER_HONEYPOT_FIELD, PARTNER_TYPES, buildPartnerMailto } from '@app/shared'
import { TextField } from '@/components/ui/text-field'
import { useSubmitPartnerEnquiry } from '../api/submit-partner-enquiry'
import {
  EMPTY_PARTNER_VALUES,
  sendFailureOf,
  validatePartner,
  type PartnerErrors,
  type PartnerField,
  type PartnerValues,
} from '../partner-form-state'
import { SelectField, TextAreaField } from './form-fields'
import { Toast, type ToastState } from './toast'

/** The first three fields: who the partner is and where. */
const CONTACT_FIELDS = [
  { name: 'empresa', key: 'company', max: 200, autoComplete: 'organization' },
  { name: 'site', key: 'website', max: 500, autoComplete: 'url', type: 'url', inputMode: 'url' },
  { name: 'paisRegiao', key: 'country', max: 100, autoComplete: 'country-name' },
] as const

/**
 * The proposal form (SPEC.md sections 2, 4, 5): checked with the server's schema before sending,
 * a field's error cleared when it is edited, reset only after a successful send.
 */
export function PartnerForm({ contactEmail }: { contactEmail: string | undefined }) {
  const { t } = useTranslation()
  const titleId = useId()
  const honeypotId = useId()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<PartnerValues>(EMPTY_PARTNER_VALUES)
  const [errors, setErrors] = useState<PartnerErrors>({})
  const [toast, setToast] = useState<ToastState | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)
  const submit = useSubmitPartnerEnquiry()
  const sending = submit.isPending

  // After a failed check, focus moves to the first field in error.
  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])

  const showErrors = (found: PartnerErrors) => {
    setErrors(found)
    setFocusRequest((n) => n + 1)
  }

  const update = (field: PartnerField | typeof PARTNER_HONEYPOT_FIELD) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    setToast(null)
    const result = validatePartner(values)
    if (!result.ok) return showErrors(result.errors)
    setErrors({})
    submit.mutate(result.body, {
      onSuccess: () => {
        setValues(EMPTY_PARTNER_VALUES)
        setToast({ tone: 'success', text: t('partners.messages.success') })
      },
      onError: (error) => {
        const failure = sendFailureOf(error)
        if (failure.kind === 'fields') showErrors(failure.errors)
        const text = failure.kind === 'rateLimited' ? failure.message : t('partners.messages.error')
        setToast({ tone: 'error', text })
      },
    })
  }

  const handleEmail = () => {
    if (!contactEmail) return
    // The builder reads the six visible fields only; the honeypot never reaches the e-mail.
    window.location.href = buildPartnerMailto({
      to: contactEmail,
      fields: values,
      t: (key) => t(key),
    })
  }

  const fieldProps = (field: Exclude<PartnerField, 'tipo' | 'mensagem'>, max: number) => ({
    value: values[field],
    maxLength: max,
    onChange: (event: { target: { value: string } }) => update(field)(event.target.value),
    error: errors[field] && t(errors[field]),
  })

  return (
    <section className="panel partner-form-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('partners.form.title')}
      </h2>
      <p className="muted partner-form-intro">{t('partners.form.intro')}</p>
      <form ref={form} noValidate className="partner-form" onSubmit={handleSubmit}>
        {CONTACT_FIELDS.map(({ name, key, max, ...input }) => (
          <TextField
            key={name}
            label={t(`partners.form.${key}`)}
            name={name}
            placeholder={t(`partners.form.${key}Placeholder`)}
            {...input}
            {...fieldProps(name, max)}
          />
        ))}
        <SelectField
          label={t('partners.form.businessType')}
          name="tipo"
          value={values.tipo}
          onChange={(event) => update('tipo')(event.target.value)}
          error={errors.tipo && t(errors.tipo)}
        >
          <option value="">{t('partners.form.selectType')}</option>
          {PARTNER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`partners.form.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <div className="partner-form-wide">
          <TextField
            label={t('partners.form.budget')}
            name="orcamento"
            placeholder={t('partners.form.budgetPlaceholder')}
            {...fieldProps('orcamento', 200)}
          />
        </div>
        <div className="partner-form-wide">
          <TextAreaField
            label={t('partners.form.message')}
            name="mensagem"
            rows={6}
            maxLength={5000}
            placeholder={t('partners.form.messagePlaceholder')}
            value={values.mensagem}
            onChange={(event) => update('mensagem')(event.target.value)}
            error={errors.mensagem && t(errors.mensagem)}
          />
        </div>
        <div className="partner-honeypot" aria-hidden="true">
          <label htmlFor={honeypotId}>{t('partners.form.honeypot')}</label>
          <input
            id={honeypotId}
            name={PARTNER_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values[PARTNER_HONEYPOT_FIELD]}
            onChange={(event) => update(PARTNER_HONEYPOT_FIELD)(event.target.value)}
          />
        </div>
        <div className="partner-actions partner-form-wide">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending && <span className="spinner" aria-hidden="true" />}
            {sending ? t('partners.form.sending') : t('partners.form.submit')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={!contactEmail}
            onClick={handleEmail}
          >
            {t('partners.form.sendByEmail')}
          </button>
        </div>
      </form>
      <Toast toast={toast} onDismiss={() => setToast(null)} />
    </section>
  )
}
