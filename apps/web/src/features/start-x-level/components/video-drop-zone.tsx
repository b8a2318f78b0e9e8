import { useState } from 'react'
import { useDropzone } from 'react-dropzone'
import { useTranslation } from 'react-i18next'

interface VideoDropZoneProps {
  file: File | null
  onFile: (file: File | null) => void
  disabled: boolean
}

const sizeInMb = (bytes: number) => (bytes / 1_048_576).toFixed(1)

/**
 * One video file, any size (SPEC.md section 5). react-dropzone notices a cancelled file picker
 * 300 ms after the window gets its focus back.
 */
export function VideoDropZone({ file, onFile, disabled }: VideoDropZoneProps) {
  const { t } = useTranslation()
  const [notice, setNotice] = useState<string | null>(null)
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: false,
    maxFiles: 1,
    accept: { 'video/*': [] },
    disabled,
    onDropAccepted: ([accepted]) => {
      setNotice(null)
      onFile(accepted ?? null)
    },
    onDropRejected: () => setNotice(t('startx.upload.rejected')),
    onFileDialogCancel: () => setNotice(file ? null : t('startx.upload.pickerCancelled')),
  })

  return (
    <div className="sx-drop-wrap">
      <div
        {...getRootProps({
          className: `sx-drop ${isDragActive ? 'is-active' : ''} ${file ? 'has-file' : ''}`,
          role: 'button',
        })}
      >
        <svg className="sx-drop-icon" viewBox="0 0 24 24" aria-hidden="true">
          {file ? (
            <path d="M4 5h16v14H4zM4 9h16M4 15h16M8 5v4M12 5v4M16 5v4M8 15v4M12 15v4M16 15v4" />
          ) : (
            <path d="M12 16V4M6 10l6-6 6 6M4 20h16" />
          )}
        </svg>
        {file ? (
          <span className="sx-drop-file">
            <strong>{file.name}</strong> <span className="muted">({sizeInMb(file.size)} MB)</span>
          </span>
        ) : (
          <span className="sx-drop-text">
            <strong>
              {isDragActive ? t('startx.upload.dropActive') : t('startx.upload.dropTitle')}
            </strong>
            <span className="muted">{t('startx.upload.dropHint')}</span>
          </span>
        )}
      </div>
      {/* Outside the drop area: a focusable input inside a button role is nested interaction. */}
      <input {...getInputProps({ 'aria-label': t('startx.upload.dropLabel') })} />
      {file && (
        <button
          type="button"
          className="link-button sx-drop-remove"
          onClick={() => onFile(null)}
          disabled={disabled}
        >
          {t('startx.upload.removeFile')}
        </button>
      )}
      <p className="sx-drop-notice" role="status">
        {notice}
      </p>
    </div>
  )
}
