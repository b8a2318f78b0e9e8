import {
  completingRun,
  levelForXp,
  MISSIONS,
  PARTICIPATION_X_POINTS,
  SCORED_PLACES,
  XP_PER_APPROVED_RUN,
  xPointsForPlacement,
} from '@app/shared'
import type { Database } from '../../db/client.ts'
import { rankNotification, type RankChange } from '../notifications/notifications.service.ts'
import { createNotificationsRepository } from '../notifications/notifications.repository.ts'
import { createBoardMaintenance, type PlacedRow } from '../rankings/board-maintenance.repository.ts'
import {
  createRankingsRepository,
  type Board,
  type EntryKey,
} from '../rankings/rankings.repository.ts'
import type { SubmissionRow } from '../submissions/submissions.schema.ts'
import { createProgressRepository, type ApprovedBestRow } from './progress.repository.ts'

export interface PlacementUpdate extends PlacedRow {
  /** The cached placement before this update (null: below the scored places). */
  previous: number | null
}

/**
 * Placements and X-points after a change: the first SCORED_PLACES entries (in board order) take
 * their placement's points; entries that held a placement but fell out take the participation floor.
 */
export function planPlacements(
  top: readonly PlacedRow[],
  placed: readonly PlacedRow[],
): PlacementUpdate[] {
  const updates: PlacementUpdate[] = []
  const inTop = new Set<string>()
  top.forEach((row, index) => {
    const placement = index + 1
    const xPoints = xPointsForPlacement(placement)
    inTop.add(row.userId)
    if (row.placement !== placement || row.xPoints !== xPoints) {
      updates.push({ userId: row.userId, placement, xPoints, previous: row.placement })
    }
  })
  for (const row of placed) {
    if (inTop.has(row.userId)) continue
    updates.push({
      userId: row.userId,
      placement: null,
      xPoints: PARTICIPATION_X_POINTS,
      previous: row.placement,
    })
  }
  return updates
}

/** XP, level and completed missions (mission id -> completing run) from a pilot's approved runs. */
export function progressFromRuns(approvedRuns: number, bests: readonly ApprovedBestRow[]) {
  const completed = new Map<number, string>()
  let missionXp = 0
  for (const mission of MISSIONS) {
    const run = completingRun(mission, bests)
    if (!run) continue
    completed.set(mission.id, run.submissionId)
    missionXp += mission.exp
  }
  const xp = approvedRuns * XP_PER_APPROVED_RUN + missionXp
  return { xp, level: levelForXp(xp), completed }
}

export interface RecomputeResult {
  rankBefore: number | null
  rankAfter: number | null
  placementsChanged: number
  xp: number
  level: number
}

export type RecomputeTarget = Pick<SubmissionRow, 'userId' | 'gameId' | 'modeId'>

/**
 * Recomputes everything an approval or rejection changes, inside the caller's transaction: the
 * pilot's best-score entry on the submission's board, the board's placements and X-points, the
 * X-points of every pilot whose placement moved, the pilot's XP, level and missions, and the rank
 * notifications. Idempotent: running it twice changes nothing the second time.
 */
export async function recomputeForSubmission(
  tx: Database,
  submission: RecomputeTarget,
): Promise<RecomputeResult> {
  const board: Board = { gameId: submission.gameId, modeId: submission.modeId }
  const { userId } = submission
  const maintenance = createBoardMaintenance(tx)
  const rankings = createRankingsRepository(tx)
  const progress = createProgressRepository(tx)
  await maintenance.lock(board)

  const before = await rankings.entryOf(board, userId)
  const rankBefore = before ? await rankings.rankOfEntry(board, before) : null
  const best = await maintenance.bestRun(board, userId)
  if (best) await maintenance.setEntry(board, userId, best)
  else if (before) await maintenance.deleteEntry(board, userId)

  const placed = await maintenance.placed(board)
  const updates = planPlacements(await maintenance.top(board, SCORED_PLACES), placed)
  for (const update of updates) await maintenance.setPlacement(board, update)
  await maintenance.refreshCounts(board)
  const rankAfter = best ? await rankings.rankOfEntry(board, { userId, ...best }) : null

  await progress.refreshXPoints([...new Set([userId, ...updates.map((update) => update.userId)])])
  const runs = await progress.approvedRunCount(userId)
  const { xp, level, completed } = progressFromRuns(runs, await progress.approvedBests(userId))
  await progress.replaceMissionCompletions(userId, completed)
  await progress.saveXp(userId, { xp, level, approvedRuns: runs })

  const changes = await rankChanges(
    board,
    userId,
    { rankBefore, rankAfter },
    updates,
    placed,
    rankings,
  )
  await createNotificationsRepository(tx).insert(changes.map(rankNotification))
  return { rankBefore, rankAfter, placementsChanged: updates.length, xp, level }
}

/** The submitter's own move, plus every other pilot whose cached placement moved. */
async function rankChanges(
  board: Board,
  userId: string,
  own: { rankBefore: number | null; rankAfter: number | null },
  updates: readonly PlacementUpdate[],
  placed: readonly (PlacedRow & EntryKey)[],
  rankings: ReturnType<typeof createRankingsRepository>,
): Promise<RankChange[]> {
  const changes: RankChange[] = []
  if (own.rankBefore !== own.rankAfter) {
    changes.push({ userId, ...board, from: own.rankBefore, to: own.rankAfter })
  }
  const entries = new Map(placed.map((row) => [row.userId, row]))
  for (const update of updates) {
    if (update.userId === userId || update.previous === null) continue
    if (update.previous === update.placement) continue
    const entry = entries.get(update.userId)
    const to = update.placement ?? (entry ? await rankings.rankOfEntry(board, entry) : null)
    changes.push({ userId: update.userId, ...board, from: update.previous, to })
  }
  return changes
}
