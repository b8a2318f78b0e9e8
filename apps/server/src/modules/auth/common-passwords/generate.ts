/**
 * Regenerates list.txt: the 10,000 most common passwords, most common first.
 *
 * Source: the frequency-ranked `passwords.json` of the npm package @zxcvbn-ts/language-common
 * (MIT, https://github.com/zxcvbn-ts/zxcvbn), itself built from leaked-password frequency lists.
 * Run from the repo root: `npx tsx apps/server/src/modules/auth/common-passwords/generate.ts`
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const PACKAGE = '@zxcvbn-ts/language-common@4.1.3'
const COUNT = 10_000

const work = mkdtempSync(path.join(os.tmpdir(), 'common-passwords-'))
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: work })
    .toString()
    .trim()
  execFileSync('tar', ['xzf', tarball, 'package/src/passwords.json'], { cwd: work })
  const ranked = JSON.parse(
    readFileSync(path.join(work, 'package/src/passwords.json'), 'utf8'),
  ) as string[]
  const top = [...new Set(ranked.map((password) => password.toLowerCase()))].slice(0, COUNT)
  if (top.length !== COUNT) throw new Error(`expected ${COUNT} passwords, got ${top.length}`)
  const out = new URL('./list.txt', import.meta.url)
  writeFileSync(out, `${top.join('\n')}\n`)
  process.stdout.write(`wrote ${top.length} passwords from ${PACKAGE} to ${out.pathname}\n`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
