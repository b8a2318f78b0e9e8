import { useMutation, useQueryClient } from '@tanstack/react-query'
import { RunReportSchema, type ModerationDecisionBody, type RunReport } from '@app/shared'
import { api } from '@/lib/api-client'
import { getModerationQueueQueryOptions } from './get-moderation-queue'
import { getRunReportQueryOptions } from './get-run-report'

/** POST /api/moderation/runs/:id/decision: approve, reject with a reason, or correct the score. */
export async function decideRun(id: string, body: ModerationDecisionBody): Promise<RunReport> {
  const response = await api.post(`/moderation/runs/${encodeURIComponent(id)}/decision`, body)
  return RunReportSchema.parse(response.data)
}

export function useDecideRun(id: string, viewerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ModerationDecisionBody) => decideRun(id, body),
    onSuccess: async (report) => {
      queryClient.setQueryData(getRunReportQueryOptions(id, viewerId).queryKey, report)
      await queryClient.invalidateQueries({ queryKey: getModerationQueueQueryOptions().queryKey })
    },
  })
}
