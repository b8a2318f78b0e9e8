import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { SubmissionListSchema, type SubmissionList } from '@app/shared'
import { api } from '@/lib/api-client'

export const HISTORY_PAGE_SIZE = 10
/** While a run is under review the history is read again this often. */
export const REVIEW_POLL_MS = 4000

/** GET /api/submissions: the pilot's own runs, newest first (the Upload History). */
export async function getMySubmissions(page: number): Promise<SubmissionList> {
  const response = await api.get('/submissions', {
    params: { page, pageSize: HISTORY_PAGE_SIZE },
  })
  return SubmissionListSchema.parse(response.data)
}

export const getMySubmissionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['submissions', 'mine', page],
    queryFn: () => getMySubmissions(page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export function useMySubmissions(page: number) {
  return useQuery({
    ...getMySubmissionsQueryOptions(page),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'under_review')
        ? REVIEW_POLL_MS
        : false,
  })
}
