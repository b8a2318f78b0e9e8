import type pg from 'pg'

export const BENCH_PILOTS = 100_000
export const BENCH_SUBMISSIONS = 1_000_000

/** Top of each game's score range (game ids 1-16), so every board has believable numbers. */
const GAME_SCORE_TOP = [
  2_200_000, 25_000_000, 1_200_000, 12_000_000, 6_000_000, 3_500_000, 3_000_000, 1_500_000,
  9_000_000, 11_000_000, 600_000_000, 400_000_000, 200_000_000, 4_000_000_000, 700_000_000,
  8_000_000,
]
const COUNTRIES = ['BR', 'JP', 'US', 'FR', 'DE', 'KR', 'CN', 'GB', 'IT', 'ES', 'MX', 'CA']

/** The id of pilot number n: a valid v4-shaped UUID, so runs can reference pilots directly. */
const pilotId = (n: string) => `('00000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`

/**
 * Session settings of a bulk load on a trusted local server: bigger sort memory, no waiting for
 * the WAL flush, and no per-row foreign-key triggers (every id is generated consistently here).
 */
export const BULK_SESSION = `set work_mem = '256MB'; set maintenance_work_mem = '512MB';
  set synchronous_commit = off; set session_replication_role = replica`

/**
 * Bulk-loads pilots and approved submissions with generate_series (one statement each, no round
 * trips per row; secondary indexes dropped during the load and rebuilt after): pilots spread over 12 countries, runs spread uniformly over 16 games x 3 modes.
 */
export async function seedBenchData(client: pg.Client): Promise<void> {
  await client.query(BULK_SESSION)
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where tablename = 'submissions' and indexname <> 'submissions_pkey'`,
  )
  for (const index of indexes) await client.query(`drop index ${index.name}`)
  await client.query('select setseed(0.42)')
  await client.query(
    `insert into users (id, email, nickname, country, created_at)
     select ${pilotId('g')}, 'pilot' || g || '@bench.invalid', 'Pilot ' || g,
       ($1::text[])[1 + g % $2], now() - g * interval '1 minute'
     from generate_series(1, $3) g`,
    [COUNTRIES, COUNTRIES.length, BENCH_PILOTS],
  )
  await client.query(
    `insert into submissions (user_id, game_id, mode_id, platform_id, level_id, source_kind,
       status, job_state, verdict, score, created_at, finished_at, approved_at)
     select ${pilotId('(1 + floor(random() * $1))::int')}, game, 1 + floor(random() * 3)::int,
       1 + floor(random() * 16)::int, 1 + floor(random() * 3)::int, 'youtube',
       'approved', 'done', 'valid', floor(random() * ($2::bigint[])[game])::bigint,
       at - interval '5 minutes', at, at
     from (
       select 1 + floor(random() * 16)::int as game,
         timestamptz '2025-01-01' + random() * interval '300 days' as at
       from generate_series(1, $3)
     ) runs`,
    [BENCH_PILOTS, GAME_SCORE_TOP, BENCH_SUBMISSIONS],
  )
  for (const index of indexes) await client.query(index.definition)
}
