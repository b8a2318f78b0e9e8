import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SubmissionSchema, type Submission } from '@app/shared'
import { api } from '@/lib/api-client'

/** POST /api/submissions/:id/retry: runs the validation of a Rejected run again. */
export async function retrySubmission(id: string): Promise<Submission> {
  const response = await api.post(`/submissions/${encodeURIComponent(id)}/retry`)
  return SubmissionSchema.parse(response.data)
}

export function useRetrySubmission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retrySubmission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['submissions', 'mine'] }),
  })
}
