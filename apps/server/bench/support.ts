/**
 * What the benchmarks share: a dedicated PostgreSQL database and autocannon runs reported as
 * req/s, p50/p99 and a ratio to /api/health measured in the same run. The API and the validator
 * workers run as separate child processes, as in production (e2e/support/processes.ts).
 */
import { readFile } from 'node:fs/promises'
import autocannon, { type Options, type Result } from 'autocannon'
import pg from 'pg'

export const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const say = (line: string) => process.stdout.write(`${line}\n`)

export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await work()
  say(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return result
}

/** Creates the database `name` (dropped first unless `reuse` and it exists); true when new. */
export async function createBenchDatabase(
  name: string,
  reuse = false,
): Promise<{ url: string; fresh: boolean }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name])
  const kept = reuse && exists.rowCount === 1
  if (!kept) {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.query(`create database ${name}`)
  }
  await admin.end()
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), fresh: !kept }
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc). */
export async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

export interface Measurement {
  name: string
  connections: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** Socket errors, timeouts and answers other than 2xx. */
  errors: number
  /**
   * CPU time of the server process per answered request (µs): unlike latency, barely changed by
   * other work on the machine. Only when `measure` was given the server's pid.
   */
  serverCpuUs?: number
}

/** A 2-second warm-up, then `seconds` of autocannon; `options` adds requests, headers, body. */
export async function measure(
  name: string,
  options: Options,
  seconds: number,
  serverPid?: number,
): Promise<Measurement> {
  await autocannon({ ...options, duration: 2 })
  const cpuBefore = serverPid ? await cpuMs(serverPid) : 0
  const result: Result = await autocannon({ ...options, duration: seconds })
  const cpuUsed = serverPid ? (await cpuMs(serverPid)) - cpuBefore : 0
  const answered = result.requests.total
  return {
    ...(serverPid && answered ? { serverCpuUs: Math.round((cpuUsed * 1000) / answered) } : {}),
    name,
    connections: options.connections ?? 10,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/** Prints the rows as a table with each row's req/s as a share of `health` at its connections. */
export function printTable(rows: Measurement[], extra: (row: Measurement) => string = () => '') {
  const health = new Map(
    rows.filter((row) => row.name === 'health').map((row) => [row.connections, row]),
  )
  say('')
  say('endpoint              conns   req/s   p50 ms  p99 ms  max ms  errors  of health  cpu µs/req')
  for (const row of rows) {
    const baseline = health.get(row.connections)?.requestsPerSecond
    const share = baseline ? `${((row.requestsPerSecond / baseline) * 100).toFixed(1)}%` : '-'
    say(
      `${row.name.padEnd(20)} ${String(row.connections).padStart(6)} ${String(row.requestsPerSecond).padStart(7)} ${String(row.p50Ms).padStart(8)} ${String(row.p99Ms).padStart(7)} ${String(row.maxMs).padStart(7)} ${String(row.errors).padStart(7)} ${share.padStart(10)} ${String(row.serverCpuUs ?? '-').padStart(11)}${extra(row)}`,
    )
  }
  say('')
}
