/**
 * Engine accuracy over the synthetic and real corpora (`npm run eval:engine -- [--quick] [--json]`).
 * Generates missing synthetic clips first (deterministic), then validates every clip.
 * Instead of the corpus, a set apart from it and its targets:
 * `--low-res N`: the first N clean clips rendered at 240 and 360 lines (lowResSpecs);
 * `--long N`: the first N clean clips played on for 150 s at 60 fps (longSpecs);
 * `--gradient N`: the first N clean clips with their HUD text shaded top to bottom (gradientSpecs);
 * `--fresh N`: N clean clips from seeds the corpus does not use, held out from tuning (freshSpecs);
 * `--unseen-real`: the real clips of games the engine was never tuned on (UNSEEN_REAL_DIR).
 */
import {
  FRESH_DIR,
  freshSpecs,
  FULL,
  GRADIENT_DIR,
  gradientSpecs,
  LONG_DIR,
  longSpecs,
  LOW_RES_DIR,
  lowResSpecs,
  QUICK,
} from '../corpus/src/corpus.ts'
import { TAMPER_KINDS } from '../corpus/src/spec.ts'
import { summarise } from './metrics.ts'
import { formatSummary } from './report.ts'
import {
  evaluate,
  loadEngine,
  realClips,
  setClips,
  syntheticClips,
  UNSEEN_REAL_DIR,
} from './run.ts'

const SETS = [
  { flag: '--low-res', specs: lowResSpecs, dir: LOW_RES_DIR },
  { flag: '--long', specs: longSpecs, dir: LONG_DIR },
  { flag: '--gradient', specs: gradientSpecs, dir: GRADIENT_DIR },
  { flag: '--fresh', specs: freshSpecs, dir: FRESH_DIR },
]

const args = process.argv.slice(2)
const json = args.includes('--json')
const valueOf = (flag: string): string | undefined =>
  args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined
const only = valueOf('--only')
const set = SETS.find((s) => args.includes(s.flag))
const count = set && valueOf(set.flag)
if (set && !/^[1-9]\d*$/.test(count ?? '')) {
  console.error(`eval: ${set.flag} takes a number of clips (1 or more), not '${count ?? ''}'`)
  process.exit(2)
}
const log = (m: string): void => {
  if (!json) console.log(m)
  else console.error(m)
}

const validate = await loadEngine(2)
if (!validate) {
  console.error('eval: the engine (packages/engine/src/index.ts) does not exist yet')
  process.exit(2)
}
const started = Date.now()
const corpus = async () => [
  ...(await syntheticClips(args.includes('--quick') ? QUICK : FULL, log)),
  ...realClips(),
]
const chosen = async () => {
  if (set) return setClips(set.specs(Number(count)), set.dir, log)
  return args.includes('--unseen-real') ? realClips(UNSEEN_REAL_DIR) : corpus()
}
const clips = (await chosen()).filter((c) => !only || c.truth.id.startsWith(only))
log(`evaluating ${clips.length} clips`)
const outcomes = await evaluate(clips, validate, log)
const summary = summarise(outcomes, TAMPER_KINDS)
const wall = (Date.now() - started) / 1000
if (json) console.log(JSON.stringify({ summary, outcomes, wallSeconds: wall }, null, 2))
else console.log(`\n${formatSummary(summary)}\nwall time: ${wall.toFixed(0)} s`)
