import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkSubmissionFields, type Submission, type SubmissionEvent } from '@app/shared'
import { createSubmission } from '../api/create-submission'
import { followSubmission } from '../api/follow-submission'
import { getSubmission } from '../api/get-submission'
import { checkMessage, sendErrorMessage } from '../upload-messages'
import { announceValidationFinished } from '@/lib/validation-events'

export type ProgressStep = 'uploading' | SubmissionEvent['type']

export interface Progress {
  step: ProgressStep
  /** 0-100 for the steps that report it, null otherwise. */
  percent: number | null
}

export interface UploadInput {
  url: string
  platformId: string
  modeId: string
  levelId: string
  file: File | null
}

function progressOf(event: SubmissionEvent): Progress {
  return { step: event.type, percent: 'percent' in event ? event.percent : null }
}

/**
 * The submit flow of SPEC.md section 4: idle -> sending (upload, then the job's progress over
 * server-sent events) -> result modal or error modal -> idle.
 */
export function useValidation(gameId: number | null) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<Progress | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<Submission | null>(null)
  // A valid result counts once (DESIGN.md fixes the spec's +2).
  const [validated, setValidated] = useState(0)
  const abort = useRef<AbortController | null>(null)

  useEffect(() => () => abort.current?.abort(), [])

  const run = async (input: UploadInput, signal: AbortSignal) => {
    const check = checkSubmissionFields({ ...input, gameId }, { hasFile: input.file !== null })
    if (!check.ok) {
      setError(checkMessage(t, check))
      return
    }
    setProgress(input.file ? { step: 'uploading', percent: 0 } : { step: 'queued', percent: null })
    const created = await createSubmission({
      fields: check.value,
      file: input.file,
      onUploadPercent: (percent) => setProgress({ step: 'uploading', percent }),
    })
    setProgress({ step: 'queued', percent: null })
    await followSubmission(created.id, (event) => setProgress(progressOf(event)), signal)
    const done = await getSubmission(created.id)
    announceValidationFinished()
    if (done.verdict === 'valid') setValidated((count) => count + 1)
    setResult(done)
  }

  const submit = async (input: UploadInput) => {
    if (busy) return
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setBusy(true)
    try {
      await run(input, controller.signal)
    } catch (err) {
      if (!controller.signal.aborted) setError(sendErrorMessage(t, err))
    } finally {
      if (!controller.signal.aborted) {
        setBusy(false)
        setProgress(null)
      }
    }
  }

  return {
    busy,
    progress,
    error,
    result,
    validated,
    submit,
    dismissError: () => setError(null),
    dismissResult: () => setResult(null),
  }
}
