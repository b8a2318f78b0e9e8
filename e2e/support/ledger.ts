/**
 * What one submission left in PostgreSQL: the fault tests assert that each of these exists exactly
 * as often as it should after a crash or restart (nothing lost, nothing doubled).
 */
export interface Ledger {
  /** Submissions of its pilot (the fault tests give each submission its own pilot: 1). */
  submissions: number
  /** pg-boss jobs for it, live or archived (1: a retry reuses its job); absent when embedded. */
  jobs?: number
  /** Ranking entries pointing at it (1 when approved as the pilot's best, else 0). */
  rankingEntries: number
  /** "Run approved / rejected" notifications about it (1 once it has a final verdict). */
  notifications: number
}

interface Queryable {
  query<R extends object>(text: string, values: unknown[]): Promise<{ rows: R[] }>
}

/** Counts on PostgreSQL with pg-boss, or on the embedded database (`queue: false`). */
export async function ledger(
  db: Queryable,
  submissionId: string,
  { queue = true } = {},
): Promise<Ledger> {
  const jobs = `(select count(*) from (
          select id from pgboss.job where data->>'submissionId' = $2
          union all select id from pgboss.archive where data->>'submissionId' = $2
        ) j)::int as jobs,`
  const { rows } = await db.query<Ledger>(
    `select
       (select count(*) from submissions
         where user_id = (select user_id from submissions where id = $1))::int as submissions,
       ${queue ? jobs : ''}
       (select count(*) from ranking_entries where submission_id = $1)::int as "rankingEntries",
       (select count(*) from notifications
         where kind = 'validation' and data->>'submissionId' = $2)::int as notifications`,
    [submissionId, submissionId],
  )
  const [row] = rows
  if (!row) throw new Error('ledger query returned nothing')
  return row
}
