/** Runs the engine over the corpus and turns its answers into outcomes. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CORPUS_DIR, corpusSpecs, ensureClips, type CorpusSize } from '../corpus/src/corpus.ts'
import type { ClipSpec } from '../corpus/src/spec.ts'
import type { ClipTruth } from '../corpus/src/truth.ts'
import { outcome, type ClipOutcome, type EngineAnswer } from './metrics.ts'

export const REAL_DIR = join(import.meta.dirname, '..', 'test', 'fixtures', 'real')
/** Real clips of games the engine was never tuned on, kept out of the real set while it misreads them. */
export const UNSEEN_REAL_DIR = join(import.meta.dirname, '..', 'test', 'fixtures', 'unseen-real')

export interface CorpusClip {
  truth: ClipTruth
  path: string
}

/** The real clips in `dir` with their hand-checked truth (committed fixtures). */
export function realClips(dir = REAL_DIR): CorpusClip[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ClipTruth)
    .map((truth) => ({ truth, path: join(dir, truth.file) }))
}

/** The clips of `specs` in `dir` (the corpus, lowResSpecs, longSpecs), generated where missing. */
export async function setClips(
  specs: ClipSpec[],
  dir: string,
  log: (m: string) => void,
): Promise<CorpusClip[]> {
  const truths = await ensureClips(specs, log, dir)
  return truths.map((truth) => ({ truth, path: join(dir, truth.file) }))
}

/** The synthetic clips of `size`, generated first where missing. */
export function syntheticClips(size: CorpusSize, log: (m: string) => void): Promise<CorpusClip[]> {
  return setClips(corpusSpecs(size), CORPUS_DIR, log)
}

export type Validate = (file: string) => Promise<EngineAnswer>

/** Loads the engine, or returns null when its module does not exist yet. */
export async function loadEngine(threads: number): Promise<Validate | null> {
  const entry = join(import.meta.dirname, '..', 'src', 'index.ts')
  if (!existsSync(entry)) return null
  const engine = (await import('@app/engine')) as {
    validateVideo: (f: string, o: object) => Promise<EngineAnswer>
  }
  return (file) => engine.validateVideo(file, { threads, timeLimitMs: 180_000 })
}

export async function evaluate(
  clips: CorpusClip[],
  validate: Validate,
  log: (m: string) => void,
): Promise<ClipOutcome[]> {
  const out: ClipOutcome[] = []
  for (const clip of clips) {
    const started = Date.now()
    let answer: EngineAnswer | null = null
    let error: string | null = null
    try {
      answer = await validate(clip.path)
    } catch (err) {
      error = err instanceof Error ? err.message : String(err)
    }
    const o = outcome(clip.truth, answer, error, (Date.now() - started) / 1000)
    out.push(o)
    log(describe(o))
  }
  return out
}

function describe(o: ClipOutcome): string {
  const head = `${o.id.padEnd(24)} ${o.seconds.toFixed(1).padStart(5)} s`
  if (o.error) return `${head}  ERROR ${o.error}`
  const verdict = `${o.verdict} [${o.anomalies.join(' ')}]`
  if (o.tamper) return `${head}  ${o.caught ? 'caught' : 'MISSED'}  ${verdict}`
  const read = o.exact ? 'exact' : `WRONG ${o.engineMax} != ${o.truthMax}`
  return `${head}  ${read}  proof ${o.proofOk ? 'ok' : `WRONG@${o.proofFrame}`}  ${verdict}`
}
