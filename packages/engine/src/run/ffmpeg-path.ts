import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { EngineError } from '../errors.ts'

/** Which ffmpeg/ffprobe the engine uses and their version line. */
export interface FfmpegInfo {
  path: string
  probePath: string
  version: string
  /** Major version when the version line states one (git builds do not). */
  major: number | null
  source: 'option' | 'system' | 'npm'
}

function versionOf(path: string): string | null {
  const r = spawnSync(path, ['-version'], { encoding: 'utf8', timeout: 10_000 })
  if (r.error || r.status !== 0) return null
  return (r.stdout.split('\n')[0] ?? '').replace(/ Copyright.*$/, '').trim()
}

function npmBinary(pkg: string): string | null {
  try {
    const mod = createRequire(import.meta.url)(pkg) as { path?: string }
    return mod.path ?? null
  } catch {
    return null
  }
}

const cache = new Map<string, FfmpegInfo>()

/**
 * Picks ffmpeg/ffprobe: the given paths, else the system's on PATH (maintained, preferred), else
 * the binaries of @ffmpeg-installer/@ffprobe-installer. Throws FFMPEG_MISSING when none runs.
 */
export function resolveFfmpeg(o: { ffmpegPath?: string; ffprobePath?: string } = {}): FfmpegInfo {
  const key = `${o.ffmpegPath ?? ''}|${o.ffprobePath ?? ''}`
  const hit = cache.get(key)
  if (hit) return hit
  const candidates: { path: string; probe: string; source: FfmpegInfo['source'] }[] = []
  if (o.ffmpegPath) {
    candidates.push({ path: o.ffmpegPath, probe: o.ffprobePath ?? 'ffprobe', source: 'option' })
  } else {
    candidates.push({ path: 'ffmpeg', probe: o.ffprobePath ?? 'ffprobe', source: 'system' })
    const npmFfmpeg = npmBinary('@ffmpeg-installer/ffmpeg')
    const npmProbe = npmBinary('@ffprobe-installer/ffprobe')
    if (npmFfmpeg && npmProbe) {
      candidates.push({ path: npmFfmpeg, probe: o.ffprobePath ?? npmProbe, source: 'npm' })
    }
  }
  for (const c of candidates) {
    const version = versionOf(c.path)
    if (version && versionOf(c.probe)) {
      const m = /version (\d+)\./.exec(version)
      const major = m ? Number(m[1]) : null
      const info = { path: c.path, probePath: c.probe, version, major, source: c.source }
      cache.set(key, info)
      return info
    }
  }
  throw new EngineError('FFMPEG_MISSING', 'no working ffmpeg/ffprobe found (system or npm)')
}
