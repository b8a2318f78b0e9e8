import { queryOptions, useQuery } from '@tanstack/react-query'
import { PartnerContactSchema, type PartnerContact } from '@app/shared'
import { api } from '@/lib/api-client'

/** GET /api/partners/contact: the business contact's e-mail. */
export async function getPartnerContact(): Promise<PartnerContact> {
  const response = await api.get('/partners/contact')
  return PartnerContactSchema.parse(response.data)
}

export const getPartnerContactQueryOptions = () =>
  queryOptions({
    queryKey: ['partners', 'contact'],
    queryFn: getPartnerContact,
    staleTime: Infinity,
  })

export function usePartnerContact() {
  return useQuery(getPartnerContactQueryOptions())
}
