import { findGame, MODES, ordinal, type Notification, type NotificationList } from '@app/shared'
import type { Database } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import type { SubmissionRow } from '../submissions/submissions.schema.ts'
import {
  createNotificationsRepository,
  type NewNotification,
  type NotificationsRepository,
} from './notifications.repository.ts'
import type { NotificationRow } from './notifications.schema.ts'

const gameTitle = (gameId: number) => findGame(gameId)?.title ?? `Game ${gameId}`
const modeLabel = (modeId: number) =>
  MODES.find((mode) => mode.id === modeId)?.label ?? `Mode ${modeId}`

/** "Gradius II HI-SCORE": how notifications name a run's board. */
export const runLabel = (gameId: number, modeId: number) =>
  `${gameTitle(gameId)} ${modeLabel(modeId)}`

export type ValidatedSubmission = Pick<
  SubmissionRow,
  'id' | 'userId' | 'gameId' | 'modeId' | 'status' | 'score' | 'verdict'
>

/** The notification a finished validation produces (none while it waits for a moderator). */
export function validationNotification(submission: ValidatedSubmission): NewNotification | null {
  if (submission.status === 'under_review') return null
  const game = gameTitle(submission.gameId)
  const mode = modeLabel(submission.modeId)
  const approved = submission.status === 'approved'
  const provisional = approved && submission.verdict === 'uncertain'
  let title = approved ? 'Run approved' : 'Run rejected'
  let message = approved
    ? `Your ${game} ${mode} run was approved with ${submission.score ?? 0} points.`
    : `Your ${game} ${mode} run was rejected.`
  if (provisional) {
    title = 'Run ranked provisionally'
    message = `Your ${game} ${mode} run is ranked provisionally with ${submission.score ?? 0} points while a moderator checks it.`
  }
  return {
    userId: submission.userId,
    kind: 'validation',
    title,
    message,
    data: {
      submissionId: submission.id,
      status: submission.status,
      gameId: submission.gameId,
      modeId: submission.modeId,
      score: submission.score,
    },
  }
}

export interface RankChange {
  userId: string
  gameId: number
  modeId: number
  from: number | null
  to: number | null
}

export function rankNotification(change: RankChange): NewNotification {
  const where = `${gameTitle(change.gameId)} ${modeLabel(change.modeId)}`
  let message: string
  if (change.to === null) message = `You left the ${where} ranking.`
  else if (change.from === null)
    message = `You entered the ${where} ranking at ${ordinal(change.to)}.`
  else message = `Your ${where} rank changed from ${ordinal(change.from)} to ${ordinal(change.to)}.`
  return {
    userId: change.userId,
    kind: 'rank',
    title: 'Ranking update',
    message,
    data: { gameId: change.gameId, modeId: change.modeId, from: change.from, to: change.to },
  }
}

/** Hook for the validation job: call inside the transaction that sets the final status. */
export async function notifyValidation(tx: Database, submission: ValidatedSubmission) {
  const notification = validationNotification(submission)
  if (notification) await createNotificationsRepository(tx).insert([notification])
}

/** Hook for events: one notification per pilot, inside the caller's transaction. */
export async function notifyEvent(
  tx: Database,
  event: { userIds: string[]; title: string; message: string; data?: NewNotification['data'] },
) {
  await createNotificationsRepository(tx).insert(
    event.userIds.map((userId) => ({
      userId,
      kind: 'event' as const,
      title: event.title,
      message: event.message,
      data: event.data ?? {},
    })),
  )
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    data: row.data,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

export function createNotificationsService({ repo }: { repo: NotificationsRepository }) {
  return {
    async list(
      userId: string,
      query: { limit: number; before?: string | undefined },
    ): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([
        repo.list(userId, query.limit, query.before),
        repo.unreadCount(userId),
      ])
      return { unread, notifications: rows.map(toNotification) }
    },

    async markRead(userId: string, id: string): Promise<{ unread: number }> {
      if (!(await repo.markRead(userId, id))) throw notFound('Notification not found')
      return { unread: await repo.unreadCount(userId) }
    },

    async markAllRead(userId: string): Promise<{ unread: number }> {
      await repo.markAllRead(userId)
      return { unread: 0 }
    },
  }
}
export type NotificationsService = ReturnType<typeof createNotificationsService>
