import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { PilotRunListSchema, type PilotRunList } from '@app/shared'
import { api } from '@/lib/api-client'

export const PILOT_RUNS_PAGE_SIZE = 10

/** GET /api/profiles/:id/runs: a pilot's approved runs, best first. */
export async function getPilotRuns(id: string, page: number): Promise<PilotRunList> {
  const response = await api.get(`/profiles/${encodeURIComponent(id)}/runs`, {
    params: { page, pageSize: PILOT_RUNS_PAGE_SIZE },
  })
  return PilotRunListSchema.parse(response.data)
}

export const getPilotRunsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: ['profiles', id, 'runs', page],
    queryFn: () => getPilotRuns(id, page),
    placeholderData: keepPreviousData,
  })

export function usePilotRuns(id: string, page: number) {
  return useQuery(getPilotRunsQueryOptions(id, page))
}
