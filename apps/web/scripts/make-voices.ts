/**
 * Synthesises the category voice clips of Start X Level with espeak-ng, then encodes them with
 * ffmpeg as small mono Opus files in public/voices/ (each well under 40 KB):
 * `npx tsx apps/web/scripts/make-voices.ts` (needs espeak-ng and ffmpeg on PATH).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const LINES: Record<string, string> = {
  horizontal: 'Horizontal shmup. Classic scrolling.',
  vertical: 'Vertical shmup. Classic shooting.',
  bullethell: 'Bullet hell. Extreme dodging.',
}

const outDir = fileURLToPath(new URL('../public/voices/', import.meta.url))
mkdirSync(outDir, { recursive: true })
const work = mkdtempSync(path.join(os.tmpdir(), 'voices-'))
try {
  for (const [name, line] of Object.entries(LINES)) {
    const wav = path.join(work, `${name}.wav`)
    // A low, slow English voice reads like an arcade announcer.
    execFileSync('espeak-ng', ['-v', 'en-us+m3', '-s', '140', '-p', '30', '-w', wav, line])
    const out = path.join(outDir, `${name}.opus`)
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-i', wav],
      // A touch of echo and a short fade keep it from sounding flat.
      ...['-af', 'aecho=0.8:0.6:60:0.25,afade=t=out:st=2.2:d=0.4', '-ac', '1'],
      ...['-c:a', 'libopus', '-b:a', '24k', '-map_metadata', '-1', out],
    ])
    process.stdout.write(`${out} ${statSync(out).size} bytes\n`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
