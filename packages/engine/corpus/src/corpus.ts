/** The synthetic corpus: which clips exist, and generating the missing ones. */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Rgb } from './frame.ts'
import { renderClip } from './render.ts'
import { cleanSpec, TAMPER_KINDS, type ClipSpec } from './spec.ts'
import { TamperRejected, tamperedSpec } from './tamper.ts'
import { GENERATOR_VERSION, type ClipTruth } from './truth.ts'

export const CORPUS_DIR = join(import.meta.dirname, '..', 'out', 'synthetic')
/** Where the low-resolution set (lowResSpecs) is rendered. */
export const LOW_RES_DIR = join(import.meta.dirname, '..', 'out', 'low-res')
/** Where the long set (longSpecs) is rendered. */
export const LONG_DIR = join(import.meta.dirname, '..', 'out', 'long')
/** Where the gradient set (gradientSpecs) is rendered. */
export const GRADIENT_DIR = join(import.meta.dirname, '..', 'out', 'gradient')
/** Where the held-out set (freshSpecs) is rendered. */
export const FRESH_DIR = join(import.meta.dirname, '..', 'out', 'fresh')

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

/** Output heights of the low-resolution set, below the corpus's 480 lines. */
export const LOW_RES_HEIGHTS = [240, 360] as const

/**
 * The first `count` clean clips of the corpus rendered again at each of LOW_RES_HEIGHTS (same
 * scene, font, scaler and compression): a check of how reading holds up on small footage, such as
 * a 360p upload, apart from the corpus and its targets.
 */
export function lowResSpecs(count: number): ClipSpec[] {
  const clean = corpusSpecs({ clean: count, perTamperKind: 0 })
  return LOW_RES_HEIGHTS.flatMap((height) =>
    clean.map((s) => ({ ...s, id: `${s.id}-${height}p`, output: { ...s.output, height } })),
  )
}

/**
 * Colours a gradient fades to from the text's colour: warm or cold ends, as arcade HUDs shade
 * their digits (yellow to red, white to blue).
 */
const GRADIENT_ENDS: readonly Rgb[] = [
  [255, 40, 0],
  [30, 70, 255],
  [190, 0, 170],
  [0, 150, 60],
]

/** The end of GRADIENT_ENDS farthest from `c`, for a gradient that shows. */
function gradientEnd(c: Rgb): Rgb {
  const far = (e: Rgb): number =>
    Math.abs(e[0] - c[0]) + Math.abs(e[1] - c[1]) + Math.abs(e[2] - c[2])
  return GRADIENT_ENDS.reduce((a, b) => (far(b) > far(a) ? b : a))
}

/**
 * The first `count` clean clips of the corpus with the HUD's text shaded top to bottom (same
 * scene, font and colours at the top, compression): a check apart from the corpus and its
 * targets that digits whose colour changes down each glyph read as flat ones do.
 */
export function gradientSpecs(count: number): ClipSpec[] {
  return corpusSpecs({ clean: count, perTamperKind: 0 }).map((s) => ({
    ...s,
    id: `${s.id}-gradient`,
    hud: {
      ...s.hud,
      gradient: { value: gradientEnd(s.hud.color), label: gradientEnd(s.hud.labelColor) },
    },
  }))
}

/** First seed of the held-out set, far from the corpus's (1000 on, and 5000 on for tampering). */
const FRESH_SEED = 3000

/**
 * `count` clean clips drawn like the corpus's from seeds no corpus clip uses: games, fonts, HUDs
 * and encodings the engine was never tuned on. The corpus has been read, clip by clip, at every
 * change to the engine; a held-out set says how its reading carries over to footage it has not
 * seen, as the real footage it is meant for is.
 */
export function freshSpecs(count: number): ClipSpec[] {
  return Array.from({ length: count }, (_, i) => cleanSpec(`fresh-${pad(i)}`, FRESH_SEED + i))
}

/** Length of the long set's clips: 15 to 25 times the corpus's. */
export const LONG_SECONDS = 150

/**
 * The first `count` clean clips of the corpus played on for LONG_SECONDS at 60 fps (same game,
 * HUD, font, scaler and compression): a check, apart from the corpus and its targets, of reading
 * over thousands of samples (the glyph table fills up, the labelling sees a counter's whole
 * range), and of any sampling rate meant for long videos, which the 6-10 s corpus never tests.
 */
export function longSpecs(count: number): ClipSpec[] {
  return corpusSpecs({ clean: count, perTamperKind: 0 }).map((s) => ({
    ...s,
    id: `${s.id}-long`,
    seconds: LONG_SECONDS,
    output: { ...s.output, fps: 60 },
  }))
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
export function ensureCorpus(
  size: CorpusSize,
  log: (msg: string) => void,
  dir = CORPUS_DIR,
): Promise<ClipTruth[]> {
  return ensureClips(corpusSpecs(size), log, dir)
}

/** Renders every clip of `specs` missing (or stale) in `dir`, then returns all their truths. */
export async function ensureClips(
  specs: ClipSpec[],
  log: (msg: string) => void,
  dir: string,
): Promise<ClipTruth[]> {
  mkdirSync(dir, { recursive: true })
  const truths: ClipTruth[] = []
  for (const spec of specs) {
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
