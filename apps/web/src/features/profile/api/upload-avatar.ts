import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AvatarResponseSchema } from '@app/shared'
import { api } from '@/lib/api-client'
import { getMyProfileQueryOptions } from './get-my-profile'

/** POST /api/profiles/avatar: the cropped PNG as multipart field `avatar`; returns its URL. */
export async function uploadAvatar(image: Blob): Promise<string> {
  const form = new FormData()
  form.append('avatar', image, 'avatar.png')
  const response = await api.post('/profiles/avatar', form)
  return AvatarResponseSchema.parse(response.data).avatar
}

export function useUploadAvatar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getMyProfileQueryOptions().queryKey })
      void queryClient.invalidateQueries({ queryKey: ['me'] })
    },
  })
}
