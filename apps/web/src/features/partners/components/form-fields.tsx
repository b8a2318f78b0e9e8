import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'

interface FieldShell {
  label: string
  error?: string | undefined
}

/** Ids of a field's control and error line, wired like the shared TextField. */
function useFieldIds(error: string | undefined) {
  const id = useId()
  const errorId = `${id}-error`
  return {
    id,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  }
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={id} className="field-error">
      {error}
    </p>
  )
}

export function SelectField({
  label,
  error,
  children,
  ...select
}: FieldShell & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, errorId, aria } = useFieldIds(error)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...aria} {...select}>
        {children}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  )
}

export function TextAreaField({
  label,
  error,
  ...textarea
}: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, errorId, aria } = useFieldIds(error)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} {...aria} {...textarea} />
      <FieldError id={errorId} error={error} />
    </div>
  )
}
