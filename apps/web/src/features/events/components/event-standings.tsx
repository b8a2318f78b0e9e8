import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GAMES, MODES, findGame, type CompetitionEvent } from '@app/shared'
import { useOrdinal } from '@/lib/ordinal'
import { useEventLeaderboard, type BoardChoice } from '../api/get-event-leaderboard'
import { useEventSeeding } from '../api/get-event-seeding'
import { useEvent } from '../api/get-event'
import { PilotTable } from './pilot-table'

function useBoardCaption(choice: BoardChoice) {
  const game = findGame(choice.gameId)?.title ?? ''
  const mode = MODES.find((item) => item.id === choice.modeId)?.label ?? ''
  return `${game} — ${mode}`
}

function Leaderboard({ event, choice }: { event: CompetitionEvent; choice: BoardChoice }) {
  const { t } = useTranslation()
  const ordinal = useOrdinal()
  const board = useEventLeaderboard(event.id, choice)
  const caption = useBoardCaption(choice)
  const entries =
    board.data?.boards.find((b) => b.gameId === choice.gameId && b.modeId === choice.modeId)
      ?.entries ?? []
  const rows = entries.map((entry) => ({
    ...entry,
    key: entry.submissionId,
    rank: ordinal(entry.rank),
  }))
  return (
    <div className="standings-board" aria-busy={board.isFetching}>
      <h3 className="standings-title">{caption}</h3>
      {board.isError ? (
        <p role="alert">{t('events.loadError')}</p>
      ) : (
        <PilotTable
          caption={`${t('events.leaderboard')}: ${caption}`}
          rankHeader={t('events.columns.rank')}
          rows={board.isPending ? [] : rows}
          empty={board.isPending ? t('common.loading') : t('events.noBoard')}
        />
      )}
    </div>
  )
}

function Seeding({
  eventId,
  sourceId,
  choice,
}: {
  eventId: string
  sourceId: string
  choice: BoardChoice
}) {
  const { t } = useTranslation()
  const seeding = useEventSeeding(eventId)
  const source = useEvent(sourceId)
  const caption = useBoardCaption(choice)
  const sourceTitle = source.data ? t(source.data.title) : sourceId
  const seeds =
    seeding.data?.boards.find((b) => b.gameId === choice.gameId && b.modeId === choice.modeId)
      ?.seeds ?? []
  const rows = seeds.map((seed) => ({ ...seed, key: seed.userId, rank: `#${seed.seed}` }))
  return (
    <div className="standings-board">
      <h3 className="standings-title">{t('events.seeding')}</h3>
      <p className="muted">{t('events.seedingText', { event: sourceTitle })}</p>
      <PilotTable
        caption={`${t('events.seeding')}: ${caption}`}
        rankHeader={t('events.columns.seed')}
        rows={rows}
        empty={
          seeding.isPending ? t('common.loading') : t('events.noSeeds', { event: sourceTitle })
        }
      />
    </div>
  )
}

/** The event's leaderboard per game and mode (chosen with two selects), and its seeding. */
export function EventStandings({ event }: { event: CompetitionEvent }) {
  const { t } = useTranslation()
  const id = useId()
  const games = event.gameId === null ? GAMES : GAMES.filter((game) => game.id === event.gameId)
  const [choice, setChoice] = useState<BoardChoice>({
    gameId: games[0]?.id ?? 1,
    modeId: MODES[0].id,
  })

  return (
    <section className="panel standings" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {t('events.leaderboard')}
      </h2>
      <div className="filters">
        <label>
          {t('events.game')}
          <select
            value={choice.gameId}
            onChange={(e) => setChoice({ ...choice, gameId: Number(e.target.value) })}
          >
            {games.map((game) => (
              <option key={game.id} value={game.id}>
                {game.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('events.mode')}
          <select
            value={choice.modeId}
            onChange={(e) => setChoice({ ...choice, modeId: Number(e.target.value) })}
          >
            {MODES.map((mode) => (
              <option key={mode.id} value={mode.id}>
                {mode.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Leaderboard event={event} choice={choice} />
      {event.seedingFrom && (
        <Seeding eventId={event.id} sourceId={event.seedingFrom} choice={choice} />
      )}
    </section>
  )
}
