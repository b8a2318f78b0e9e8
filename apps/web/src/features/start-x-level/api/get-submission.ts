import { queryOptions, useQuery } from '@tanstack/react-query'
import { SubmissionSchema, type Submission } from '@app/shared'
import { api } from '@/lib/api-client'

/** GET /api/submissions/:id: one of the pilot's submissions, with its result once done. */
export async function getSubmission(id: string): Promise<Submission> {
  const response = await api.get(`/submissions/${encodeURIComponent(id)}`)
  return SubmissionSchema.parse(response.data)
}

export const getSubmissionQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['submissions', id], queryFn: () => getSubmission(id) })

export function useSubmission(id: string | null) {
  return useQuery({ ...getSubmissionQueryOptions(id ?? ''), enabled: id !== null })
}
