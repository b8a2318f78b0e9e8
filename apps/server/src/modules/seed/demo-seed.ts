import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { recomputeForSubmission } from '../progress/recompute.ts'
import { submissions } from '../submissions/submissions.schema.ts'
import { users } from '../users/users.schema.ts'
import { DEMO_EMAIL_DOMAIN, DEMO_PILOTS, type DemoPilot, type DemoRun } from './demo-data.ts'

export interface SeedResult {
  seeded: boolean
  pilots: number
  runs: number
}

/** Whether the demo pilots are already there (the seed runs once per database). */
async function alreadySeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.isDemo, true)).limit(1)
  return row !== undefined
}

const VERDICTS = { approved: 'valid', rejected: 'invalid', under_review: 'uncertain' } as const

/**
 * A finished demo run: the engine is done with it (jobState done, so no worker ever picks it up);
 * Under review means its verdict was uncertain and it waits for a moderator.
 */
function submissionValues(userId: string, run: DemoRun) {
  const finished = new Date(run.end)
  return {
    userId,
    gameId: run.gameId,
    modeId: run.modeId,
    platformId: run.platformId,
    levelId: run.levelId,
    sourceKind: 'youtube' as const,
    status: run.status,
    jobState: 'done' as const,
    verdict: VERDICTS[run.status],
    score: run.score,
    message: 'Demo run (sample data)',
    isDemo: true,
    createdAt: new Date(run.start),
    startedAt: new Date(run.start),
    finishedAt: finished,
    approvedAt: run.status === 'approved' ? finished : null,
  }
}

/** One demo pilot: no password and an unroutable e-mail, so the account cannot sign in. */
async function seedPilot(tx: Database, pilot: DemoPilot): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      email: `${pilot.slug}@${DEMO_EMAIL_DOMAIN}`,
      nickname: pilot.nickname,
      country: pilot.country,
      bio: pilot.bio,
      passwordHash: null,
      isDemo: true,
      createdAt: new Date(pilot.createdAt),
    })
    .returning({ id: users.id })
  for (const run of pilot.runs) {
    const [row] = await tx.insert(submissions).values(submissionValues(user!.id, run)).returning()
    if (row!.status !== 'under_review') await recomputeForSubmission(tx, row!)
  }
  return pilot.runs.length
}

/**
 * Loads the demo pilots (the spec's 55 ranking entries and the profile sample with its upload
 * history) with their runs, recomputing rankings and progress exactly as real approvals do.
 * Idempotent: does nothing when demo pilots exist. All or nothing (one transaction).
 */
export async function seedDemo(db: Database): Promise<SeedResult> {
  if (await alreadySeeded(db)) return { seeded: false, pilots: 0, runs: 0 }
  return db.transaction(async (tx) => {
    let runs = 0
    for (const pilot of DEMO_PILOTS) runs += await seedPilot(tx, pilot)
    return { seeded: true, pilots: DEMO_PILOTS.length, runs }
  })
}

/**
 * Start-up rule (DESIGN.md section 1): demo data goes into the embedded database, and into
 * PostgreSQL only when SEED_DEMO=1; SEED_DEMO=0 keeps any database free of them.
 */
export async function seedDemoOnStart(
  database: { db: Database; kind: 'pglite' | 'postgres' },
  options: { seedDemo: boolean | undefined },
  log: { info(details: object, message: string): void },
): Promise<SeedResult | null> {
  if (!(options.seedDemo ?? database.kind === 'pglite')) return null
  const result = await seedDemo(database.db)
  if (result.seeded) log.info(result, 'demo pilots seeded')
  return result
}
