import { useMutation } from '@tanstack/react-query'
import {
  PartnerEnquiryAcceptedSchema,
  type PartnerEnquiryAccepted,
  type PartnerEnquiryInput,
} from '@app/shared'
import { api } from '@/lib/api-client'

/** POST /api/partners: 202 `{status: 'received'}`; 400 with per-field keys; 429 when rate-limited. */
export async function submitPartnerEnquiry(
  body: PartnerEnquiryInput,
): Promise<PartnerEnquiryAccepted> {
  const response = await api.post('/partners', body)
  return PartnerEnquiryAcceptedSchema.parse(response.data)
}

export function useSubmitPartnerEnquiry() {
  return useMutation({ mutationFn: submitPartnerEnquiry })
}
