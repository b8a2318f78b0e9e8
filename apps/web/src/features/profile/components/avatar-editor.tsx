import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import type { Area } from 'react-easy-crop'
import { useTranslation } from 'react-i18next'
import avatarDefault from '@/assets/avatar-default.svg'
import { useUploadAvatar } from '../api/upload-avatar'
import { AVATAR_DISPLAY_SIZE, avatarFileProblem } from '../avatar-limits'
import { cropToPng } from '../crop-image'
import { AvatarCropModal } from './avatar-crop-modal'
import { Icon } from '@/components/ui/icon'

/** The pilot's avatar at 260 px with its edit button: pick an image, crop it round, upload. */
export function AvatarEditor({ avatar, name }: { avatar: string | null; name: string }) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const [image, setImage] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const upload = useUploadAvatar()

  useEffect(() => () => void (image && URL.revokeObjectURL(image)), [image])

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const issue = avatarFileProblem(file)
    setProblem(issue && t(`profile.avatar.${issue}`))
    if (!issue) {
      upload.reset()
      setImage(URL.createObjectURL(file))
    }
  }

  const apply = async (area: Area) => {
    if (!image) return
    try {
      await upload.mutateAsync(await cropToPng(image, area))
      setImage(null)
    } catch {
      // the modal stays open with the error line
    }
  }

  return (
    <div className="avatar-editor">
      <img
        className="profile-avatar"
        src={avatar ?? avatarDefault}
        alt={t('profile.avatar.alt', { name })}
        width={AVATAR_DISPLAY_SIZE}
        height={AVATAR_DISPLAY_SIZE}
      />
      <button
        type="button"
        className="avatar-edit-button"
        aria-label={t('profile.avatar.edit')}
        title={t('profile.avatar.edit')}
        onClick={() => input.current?.click()}
      >
        <Icon name="edit" size={20} />
      </button>
      <input
        ref={input}
        className="sr-only"
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-label={t('profile.avatar.edit')}
        onChange={pick}
      />
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {image && (
        <AvatarCropModal
          image={image}
          busy={upload.isPending}
          error={upload.isError ? t('profile.avatar.uploadError') : null}
          onApply={(area) => void apply(area)}
          onCancel={() => setImage(null)}
        />
      )}
    </div>
  )
}
