import { queryOptions, useQuery } from '@tanstack/react-query'
import { PublicConfigSchema, type PublicConfig } from '@app/shared'
import { api } from '@/lib/api-client'

/** GET /api/config: `googleClientId` is null when Google sign-in is off. */
export async function getPublicConfig(): Promise<PublicConfig> {
  const response = await api.get('/config')
  return PublicConfigSchema.parse(response.data)
}

export const getPublicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getPublicConfig, staleTime: Infinity })

/** The Google client id, or null while unknown, when off, or when the call failed. */
export function useGoogleClientId(): string | null {
  return useQuery(getPublicConfigQueryOptions()).data?.googleClientId ?? null
}
