import { queryOptions, useQuery } from '@tanstack/react-query'
import { FramesAroundSchema, type FramesAround } from '@app/shared'
import { api } from '@/lib/api-client'

/** GET /api/moderation/runs/:id/frames?around=: the kept frames before, at and after a frame. */
export async function getFramesAround(id: string, around: number): Promise<FramesAround> {
  const response = await api.get(`/moderation/runs/${encodeURIComponent(id)}/frames`, {
    params: { around },
  })
  return FramesAroundSchema.parse(response.data)
}

export const getFramesAroundQueryOptions = (id: string, around: number) =>
  queryOptions({
    queryKey: ['moderation', 'frames', id, around],
    queryFn: () => getFramesAround(id, around),
    staleTime: Infinity,
  })

export function useFramesAround(id: string, around: number) {
  return useQuery(getFramesAroundQueryOptions(id, around))
}
