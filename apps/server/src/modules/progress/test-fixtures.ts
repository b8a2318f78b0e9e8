import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/client.ts'
import { submissions, type SubmissionRow } from '../submissions/submissions.schema.ts'
import { users } from '../users/users.schema.ts'
import { recomputeForSubmission } from './recompute.ts'

/** Inserts a pilot (test helper); returns its id. */
export async function insertPilot(
  db: Database,
  values: { nickname?: string; country?: string; email?: string } = {},
): Promise<string> {
  const id = randomUUID()
  await db.insert(users).values({
    id,
    email: values.email ?? `${id}@pilots.test`,
    nickname: values.nickname ?? `Pilot ${id.slice(0, 4)}`,
    country: values.country ?? 'BR',
  })
  return id
}

export interface RunValues {
  gameId?: number
  modeId?: number
  levelId?: number
  score: number
  status?: SubmissionRow['status']
  approvedAt?: Date
}

/** Inserts a finished run the way the validation job leaves it, then recomputes in one transaction. */
export async function approveRun(db: Database, userId: string, run: RunValues) {
  return db.transaction(async (tx) => {
    const status = run.status ?? 'approved'
    const [row] = await tx
      .insert(submissions)
      .values({
        userId,
        gameId: run.gameId ?? 1,
        modeId: run.modeId ?? 1,
        platformId: 1,
        levelId: run.levelId ?? 2,
        sourceKind: 'youtube',
        sourceUrl: 'https://youtu.be/abc',
        status,
        jobState: 'done',
        score: run.score,
        finishedAt: new Date(),
        approvedAt: status === 'approved' ? (run.approvedAt ?? new Date()) : null,
      })
      .returning()
    const result = await recomputeForSubmission(tx, row!)
    return { submission: row!, result }
  })
}
