/**
 * A private PostgreSQL cluster for a fault test that restarts it (the machine's shared server on
 * :5432 is never touched): initdb into a temp dir, trust auth, loopback on a free port. initdb
 * refuses to run as root, so as root (CI) the cluster runs as the `postgres` system user through
 * runuser.
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '../harness.ts'

const run = promisify(execFile)
const ROOT_PG_USER = 'postgres'

/** The newest Debian PostgreSQL bin dir with initdb, or null. */
function postgresBin(): string | null {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(base, versions[0], 'bin') : null
}

/** Why a private cluster cannot run here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!postgresBin()) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin'
  if (process.getuid?.() === 0 && !existsSync('/usr/sbin/runuser')) {
    return 'running as root without runuser to drop to the postgres user'
  }
  return null
}

export interface PrivatePostgres {
  /** URL of the `postgres` database (trust auth). */
  url: string
  port: number
  /** Creates a database and returns its URL. */
  createDatabase(name: string): Promise<string>
  /** `pg_ctl restart -m fast`: every connection is cut, the server is back when it resolves. */
  restart(): Promise<void>
  /** `pg_ctl stop -m fast`, and `start` again: the server stays away in between. */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops the cluster and removes its files. */
  destroy(): Promise<void>
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin()
  if (!bin) throw new Error(privatePostgresUnavailable() ?? 'no PostgreSQL')
  const asRoot = process.getuid?.() === 0
  const dir = await mkdtemp(path.join(os.tmpdir(), 'xl-pg-'))
  if (asRoot) {
    const { stdout } = await run('id', ['-u', ROOT_PG_USER])
    const { stdout: gid } = await run('id', ['-g', ROOT_PG_USER])
    await chown(dir, Number(stdout.trim()), Number(gid.trim()))
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', ROOT_PG_USER, '--', path.join(bin, name), ...args])
      : run(path.join(bin, name), args)
  const data = path.join(dir, 'data')
  const port = await freePort()
  await tool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'])
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=100',
  ].join(' ')
  const ctl = (...args: string[]) =>
    tool('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', ...args])
  await ctl('start')
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  return {
    url,
    port,
    async createDatabase(name) {
      await tool('psql', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-c',
        `create database ${name}`,
      ])
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    async restart() {
      await ctl('-m', 'fast', 'restart')
    },
    async stop() {
      await ctl('-m', 'fast', 'stop')
    },
    async start() {
      await ctl('start')
    },
    async destroy() {
      await ctl('-m', 'immediate', 'stop').catch(() => undefined)
      await rm(dir, { recursive: true, force: true })
    },
  }
}
