import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** GET /api/submissions/:id/proof-frame: the PNG of the frame that shows the score (owner only). */
export async function getProofFrame(id: string): Promise<Blob> {
  const response = await api.get<Blob>(`/submissions/${encodeURIComponent(id)}/proof-frame`, {
    responseType: 'blob',
  })
  return response.data
}

export const getProofFrameQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['submissions', id, 'proof-frame'],
    queryFn: () => getProofFrame(id),
    staleTime: Infinity,
    retry: false,
  })

export function useProofFrame(id: string, enabled: boolean) {
  return useQuery({ ...getProofFrameQueryOptions(id), enabled })
}
