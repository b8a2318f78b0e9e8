import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SubmissionSchema, type Submission, type SubmissionList } from '@app/shared'
import { api } from '@/lib/api-client'

/** POST /api/submissions/:id/retry: runs the validation of a Rejected run again. */
export async function retrySubmission(id: string): Promise<Submission> {
  const response = await api.post(`/submissions/${encodeURIComponent(id)}/retry`)
  return SubmissionSchema.parse(response.data)
}

/**
 * The retried run takes its answer (Under review) in every cached history page at once; the
 * history's review polling then follows it to its new verdict.
 */
export function useRetrySubmission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retrySubmission,
    onSuccess: (retried) => {
      queryClient.setQueriesData<SubmissionList>(
        { queryKey: ['submissions', 'mine'] },
        (list) =>
          list && {
            ...list,
            items: list.items.map((item) => (item.id === retried.id ? retried : item)),
          },
      )
    },
  })
}
