/**
 * Engine accuracy over the synthetic and real corpora (`npm run eval:engine -- [--quick] [--json]`).
 * Generates missing synthetic clips first (deterministic), then validates every clip.
 */
import { FULL, QUICK } from '../corpus/src/corpus.ts'
import { TAMPER_KINDS } from '../corpus/src/spec.ts'
import { summarise } from './metrics.ts'
import { formatSummary } from './report.ts'
import { evaluate, loadEngine, realClips, syntheticClips } from './run.ts'

const args = process.argv.slice(2)
const json = args.includes('--json')
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
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
const clips = [
  ...(await syntheticClips(args.includes('--quick') ? QUICK : FULL, log)),
  ...realClips(),
].filter((c) => !only || c.truth.id.startsWith(only))
log(`evaluating ${clips.length} clips`)
const outcomes = await evaluate(clips, validate, log)
const summary = summarise(outcomes, TAMPER_KINDS)
const wall = (Date.now() - started) / 1000
if (json) console.log(JSON.stringify({ summary, outcomes, wallSeconds: wall }, null, 2))
else console.log(`\n${formatSummary(summary)}\nwall time: ${wall.toFixed(0)} s`)
