/** The synthetic corpus: which clips exist, and generating the missing ones. */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderClip } from './render.ts'
import { cleanSpec, TAMPER_KINDS, type ClipSpec } from './spec.ts'
import { TamperRejected, tamperedSpec } from './tamper.ts'
import { GENERATOR_VERSION, type ClipTruth } from './truth.ts'

export const CORPUS_DIR = join(import.meta.dirname, '..', 'out', 'synthetic')

export interface CorpusSize {
  clean: number
  perTamperKind: number
}

/** The full corpus, and the CI-sized slice (a prefix of it: the same clips). */
export const FULL: CorpusSize = { clean: 30, perTamperKind: 6 }
export const QUICK: CorpusSize = { clean: 8, perTamperKind: 2 }

const pad = (i: number): string => String(i).padStart(3, '0')

export function corpusSpecs(size: CorpusSize): ClipSpec[] {
  const clean = Array.from({ length: size.clean }, (_, i) => cleanSpec(`clean-${pad(i)}`, 1000 + i))
  const tampered = TAMPER_KINDS.flatMap((kind, k) =>
    Array.from({ length: size.perTamperKind }, (_, i) =>
      tamperedSpec(
        cleanSpec(`base-${kind}-${pad(i)}`, 5000 + k * 100 + i),
        kind,
        `${kind}-${pad(i)}`,
        0,
      ),
    ),
  )
  return [...clean, ...tampered]
}

/** Renders `spec`; a tampered spec whose tampering would not show is re-drawn from the next seed. */
export async function renderWithRetries(spec: ClipSpec, dir: string): Promise<ClipTruth> {
  for (let attempt = 1; ; attempt++) {
    const s =
      attempt === 1 || !spec.tamper
        ? spec
        : tamperedSpec({ ...spec, tamper: null }, spec.tamper.kind, spec.id, attempt)
    try {
      return await renderClip(s, dir)
    } catch (err) {
      if (!(err instanceof TamperRejected) || attempt >= 20) throw err
    }
  }
}

/** The clip's truth when the clip exists and was made by this generator version. */
function currentTruth(dir: string, id: string): ClipTruth | null {
  const file = join(dir, `${id}.json`)
  if (!existsSync(file) || !existsSync(join(dir, `${id}.mp4`))) return null
  const truth = JSON.parse(readFileSync(file, 'utf8')) as ClipTruth
  return truth.generatorVersion === GENERATOR_VERSION ? truth : null
}

/** Renders every clip of `size` that is missing (or stale), then returns all their truths. */
export async function ensureCorpus(
  size: CorpusSize,
  log: (msg: string) => void,
  dir = CORPUS_DIR,
): Promise<ClipTruth[]> {
  mkdirSync(dir, { recursive: true })
  const truths: ClipTruth[] = []
  for (const spec of corpusSpecs(size)) {
    const existing = currentTruth(dir, spec.id)
    if (existing) {
      truths.push(existing)
      continue
    }
    const started = Date.now()
    truths.push(await renderWithRetries(spec, dir))
    log(`generated ${spec.id} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }
  return truths
}
