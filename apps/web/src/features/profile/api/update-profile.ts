import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MyProfileSchema, type MyProfile, type UpdateProfileBody } from '@app/shared'
import { api } from '@/lib/api-client'
import { getMyProfileQueryOptions } from './get-my-profile'

/** PATCH /api/profiles/me: nickname, bio and country. */
export async function updateProfile(body: UpdateProfileBody): Promise<MyProfile> {
  const response = await api.patch('/profiles/me', body)
  return MyProfileSchema.parse(response.data)
}

/** Saves the edit; the profile query takes the answer and the menu re-reads `GET /api/me`. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(getMyProfileQueryOptions().queryKey, profile)
      void queryClient.invalidateQueries({ queryKey: ['me'] })
    },
  })
}
