import { queryOptions, useQuery } from '@tanstack/react-query'
import { RunReportSchema, type RunReport } from '@app/shared'
import { api } from '@/lib/api-client'

/** GET /api/runs/:id: a validated run's public verification report (the owner gets more). */
export async function getRunReport(id: string): Promise<RunReport> {
  const response = await api.get(`/runs/${encodeURIComponent(id)}`)
  return RunReportSchema.parse(response.data)
}

/**
 * Keyed by the viewer too: the owner's report says it may be appealed, a visitor's does not, so
 * a sign-in or sign-out reads it again.
 */
export const getRunReportQueryOptions = (id: string, viewerId: string | null) =>
  queryOptions({
    queryKey: ['runs', id, viewerId],
    queryFn: () => getRunReport(id),
    retry: false,
  })

/** `viewerId` undefined while the session is still loading: nothing is read until it is known. */
export function useRunReport(id: string, viewerId: string | null | undefined) {
  return useQuery({
    ...getRunReportQueryOptions(id, viewerId ?? null),
    enabled: viewerId !== undefined,
  })
}
