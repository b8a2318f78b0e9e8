import { useId, useState } from 'react'
import Cropper, { type Area } from 'react-easy-crop'
// Its stylesheet as a file: injecting a <style> element would break the Content-Security-Policy.
import 'react-easy-crop/react-easy-crop.css'
import { useTranslation } from 'react-i18next'
import { Modal } from '@/components/ui/modal'
import { AVATAR_CROP } from '../avatar-limits'

interface AvatarCropModalProps {
  image: string
  busy: boolean
  error: string | null
  onApply: (area: Area) => void
  onCancel: () => void
}

/** The round crop of a picked image with its zoom slider; Apply hands back the pixel area. */
export function AvatarCropModal({ image, busy, error, onApply, onCancel }: AvatarCropModalProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const zoomId = useId()
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(AVATAR_CROP.defaultZoom)
  const [area, setArea] = useState<Area | null>(null)

  return (
    <Modal labelledBy={titleId} onClose={onCancel} closable={!busy} className="avatar-modal">
      <h2 id={titleId} className="modal-title">
        {t('profile.avatar.cropTitle')}
      </h2>
      <div className="avatar-cropper">
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          aspect={AVATAR_CROP.aspect}
          minZoom={AVATAR_CROP.minZoom}
          maxZoom={AVATAR_CROP.maxZoom}
          cropShape="round"
          showGrid={false}
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
        />
      </div>
      <div className="avatar-zoom">
        <label htmlFor={zoomId}>{t('profile.avatar.zoom')}</label>
        <input
          id={zoomId}
          type="range"
          min={AVATAR_CROP.minZoom}
          max={AVATAR_CROP.maxZoom}
          step={AVATAR_CROP.zoomStep}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
        <output htmlFor={zoomId}>{`${zoom.toFixed(2)}×`}</output>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
          {t('profile.avatar.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || !area}
          onClick={() => area && onApply(area)}
        >
          {busy ? t('profile.avatar.applying') : t('profile.avatar.apply')}
        </button>
      </div>
    </Modal>
  )
}
