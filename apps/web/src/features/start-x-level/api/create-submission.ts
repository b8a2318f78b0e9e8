import { useMutation } from '@tanstack/react-query'
import { SubmissionSchema, type Submission, type SubmissionFields } from '@app/shared'
import { api } from '@/lib/api-client'

export interface NewSubmission {
  fields: SubmissionFields
  /** A dropped video; null sends the YouTube URL as JSON. */
  file: File | null
  /** Upload progress of a file, 0-100. */
  onUploadPercent?: (percent: number) => void
}

function multipartBody({ fields, file }: NewSubmission): FormData {
  const form = new FormData()
  for (const key of ['gameId', 'platformId', 'modeId', 'levelId'] as const) {
    form.append(key, String(fields[key]))
  }
  // The fields go first: the server reads them before it streams the video to disk.
  form.append('video', file as File)
  return form
}

/**
 * POST /api/submissions: JSON `{url, gameId, platformId, modeId, levelId}` for a YouTube URL, or
 * multipart (same fields + the video) for a file. Answers the submission, Under review.
 */
export async function createSubmission(input: NewSubmission): Promise<Submission> {
  const response = input.file
    ? await api.post('/submissions', multipartBody(input), {
        // A large video may take longer than the client's default 30 s.
        timeout: 0,
        onUploadProgress: (event) => {
          if (event.total) input.onUploadPercent?.(Math.round((event.loaded / event.total) * 100))
        },
      })
    : await api.post('/submissions', input.fields)
  return SubmissionSchema.parse(response.data)
}

export function useCreateSubmission() {
  return useMutation({ mutationFn: createSubmission })
}
