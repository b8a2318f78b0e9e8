import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { LEVELS, MODES, PLATFORMS } from '@app/shared'
import type { UploadInput } from '../hooks/use-validation'
import { VideoDropZone } from './video-drop-zone'

const EMPTY: UploadInput = { url: '', platformId: '', modeId: '', levelId: '', file: null }

const SELECTS = [
  { name: 'platformId', label: 'startx.upload.selectPlatform', options: PLATFORMS },
  { name: 'modeId', label: 'startx.upload.selectMode', options: MODES },
  { name: 'levelId', label: 'startx.upload.selectLevel', options: LEVELS },
] as const

interface UploadFormProps {
  busy: boolean
  onSubmit: (input: UploadInput) => void
}

/** 'UPLOAD INFO': platform, mode and level, then a video file or a YouTube URL. */
export function UploadForm({ busy, onSubmit }: UploadFormProps) {
  const { t } = useTranslation()
  const id = useId()
  const [input, setInput] = useState<UploadInput>(EMPTY)
  const set = (patch: Partial<UploadInput>) => setInput((current) => ({ ...current, ...patch }))

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(input)
  }

  return (
    <form className="sx-upload-form" onSubmit={handleSubmit} noValidate>
      <div className="sx-selects">
        {SELECTS.map((select) => (
          <div key={select.name} className="field">
            <label htmlFor={`${id}-${select.name}`}>{t(select.label)}</label>
            <select
              id={`${id}-${select.name}`}
              className="sx-select"
              value={input[select.name]}
              disabled={busy}
              onChange={(event) => set({ [select.name]: event.target.value })}
            >
              <option value="">{t(select.label)}</option>
              {select.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <VideoDropZone file={input.file} onFile={(file) => set({ file })} disabled={busy} />
      <div className="sx-or" aria-hidden="true">
        {t('startx.upload.or')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-url`}>{t('startx.upload.urlLabel')}</label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          className="sx-input"
          placeholder="https://www.youtube.com/watch?v=…"
          value={input.url}
          disabled={busy || input.file !== null}
          onChange={(event) => set({ url: event.target.value })}
        />
      </div>
      <p className="sx-note">{t('startx.upload.note')}</p>
      <button type="submit" className="btn btn-primary btn-large btn-block" disabled={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? t('startx.upload.sending') : t('startx.upload.send')}
      </button>
    </form>
  )
}
