/**
 * Generates the synthetic corpus into packages/engine/corpus/out/synthetic (deterministic).
 * Usage: npx tsx packages/engine/corpus/generate.ts [--quick] [--only <id-prefix>]
 */
import { mkdirSync } from 'node:fs'
import {
  CORPUS_DIR,
  FULL,
  QUICK,
  corpusSpecs,
  ensureCorpus,
  renderWithRetries,
} from './src/corpus.ts'

const args = process.argv.slice(2)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
const size = args.includes('--quick') ? QUICK : FULL
if (only) {
  mkdirSync(CORPUS_DIR, { recursive: true })
  for (const spec of corpusSpecs(size).filter((s) => s.id.startsWith(only))) {
    await renderWithRetries(spec, CORPUS_DIR)
    console.log(`generated ${spec.id}`)
  }
} else {
  const truths = await ensureCorpus(size, (m) => console.log(m))
  console.log(`${truths.length} clips in ${CORPUS_DIR}`)
}
