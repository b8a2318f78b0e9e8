import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useOrdinal } from '@/lib/ordinal'

export interface Located {
  page: number
  pilot: { rank: number | null } | null
}

/** 'My position': asks the API for the page holding the signed-in pilot and goes there. */
export function MyPosition({
  locate,
  onFound,
}: {
  locate: () => Promise<Located>
  onFound: (page: number) => void
}) {
  const { t } = useTranslation()
  const ordinal = useOrdinal()
  const find = useMutation({
    mutationFn: locate,
    onSuccess: (located) => {
      if (located.pilot?.rank) onFound(located.page)
    },
  })
  const rank = find.data?.pilot?.rank
  return (
    <div className="my-position">
      <button
        type="button"
        className="btn btn-ghost"
        disabled={find.isPending}
        onClick={() => find.mutate()}
      >
        {t('rankings.myPosition')}
      </button>
      <p className="muted" role="status">
        {find.isError && t('events.loadError')}
        {find.isSuccess &&
          (rank ? t('rankings.yourPlace', { place: ordinal(rank) }) : t('rankings.notRanked'))}
      </p>
    </div>
  )
}
