/**
 * `npm test`: typecheck, lint and format check, web build, then every vitest project (unit, API,
 * web, and the Chromium browser tests when Chromium is installed: `e2e` on the embedded database,
 * then `e2e-pg` on PostgreSQL with validator processes when the server at TEST_PG_URL answers).
 * Ends with one summary line `N passed, N failed` (and skipped) over all tests.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { TEST_PG_URL } from '../../apps/server/test/pg-server.ts'

const root = new URL('../..', import.meta.url).pathname
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function step(
  title: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): boolean {
  console.log(`\n=== ${title}`)
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  return result.status === 0
}

const failures: string[] = []
if (!step('typecheck', bin('tsc'), ['-b'])) failures.push('typecheck')
if (!step('lint', bin('eslint'), ['.', '--max-warnings=0'])) failures.push('lint')
if (!step('format', bin('prettier'), ['--check', '.', '--log-level=warn'])) failures.push('format')
if (!step('build web', 'npm', ['run', '-s', 'build', '-w', '@app/web', '--', '--logLevel', 'warn']))
  failures.push('build')

/** Prints a skipped part of the suite so that nobody misses it. */
function warnSkipped(lines: string[]) {
  console.log(`\n${'!'.repeat(72)}\n${lines.map((line) => `!! ${line}`).join('\n')}`)
  console.log('!'.repeat(72))
}

async function postgresAnswers(): Promise<string | null> {
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 5_000 })
  try {
    await client.connect()
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    await client.end().catch(() => undefined)
  }
}

const projects = ['node', 'web']
if (existsSync(chromium)) {
  projects.push('e2e')
  const pgProblem = await postgresAnswers()
  if (!pgProblem) projects.push('e2e-pg')
  else
    warnSkipped([
      `PostgreSQL at ${TEST_PG_URL} did not answer (${pgProblem}):`,
      'BROWSER TESTS ON POSTGRESQL (e2e-pg) SKIPPED. Start it (trust auth for 127.0.0.1).',
    ])
} else
  warnSkipped([
    `Chromium not found at ${chromium}: BROWSER TESTS SKIPPED.`,
    'Install it (apt-get install chromium) to run the e2e and e2e-pg projects.',
  ])
const report = path.join(os.tmpdir(), `xl-vitest-${process.pid}.json`)
const projectArgs = projects.flatMap((name) => ['--project', name])
const vitestOk = step('vitest', bin('vitest'), [
  'run',
  ...projectArgs,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
])
if (!vitestOk) failures.push('vitest')

let passed = 0
let failed = 0
let skipped = 0
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  }
  passed = results.numPassedTests
  failed = results.numFailedTests
  skipped = results.numPendingTests + results.numTodoTests
  rmSync(report)
}
failed += failures.filter((name) => name !== 'vitest').length
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.')
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failures.length ? 1 : 0)
