import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MyProfileSchema, type MyProfile, type PilotRegistrationBody } from '@app/shared'
import { api } from '@/lib/api-client'

/** POST /api/profiles/me/pilot: player name, https photo URL and nationality. */
export async function registerPilot(body: PilotRegistrationBody): Promise<MyProfile> {
  const response = await api.post('/profiles/me/pilot', body)
  return MyProfileSchema.parse(response.data)
}

/** Registers the pilot; the profile page and the menu then read the new identity. */
export function useRegisterPilot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerPilot,
    onSuccess: (profile) => {
      queryClient.setQueryData(['profiles', 'me'], profile)
      void queryClient.invalidateQueries({ queryKey: ['me'] })
    },
  })
}
