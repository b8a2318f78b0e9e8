import { useMutation, useQueryClient } from '@tanstack/react-query'
import { RunReportSchema, type RunReport } from '@app/shared'
import { api } from '@/lib/api-client'
import { getRunReportQueryOptions } from './get-run-report'

/** POST /api/runs/:id/appeal: the owner of a rejected run asks a moderator to look again (once). */
export async function appealRun(id: string, message: string): Promise<RunReport> {
  const response = await api.post(`/runs/${encodeURIComponent(id)}/appeal`, { message })
  return RunReportSchema.parse(response.data)
}

export function useAppealRun(id: string, viewerId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (message: string) => appealRun(id, message),
    onSuccess: (report) => {
      queryClient.setQueryData(getRunReportQueryOptions(id, viewerId).queryKey, report)
    },
  })
}
