/**
 * Regenerates src/vision/glyph-bank.json: digits (and a few letters, as "not a digit" classes)
 * rendered with the system's TrueType fonts through ffmpeg drawtext, plus the hand-drawn pixel
 * fonts. Run: npx tsx packages/engine/bench/gen-glyph-bank.ts
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { glyphDistance, normaliseGlyph, packGlyph, unpackGlyph, type Rect } from '../src/vision/glyph.ts'
import { PIXEL_FONTS, sevenSegment } from '../src/vision/pixel-fonts.ts'

const DIGITS = '0123456789'
const LETTERS = 'ACEFHJKLMNPRUVWXY'
const SIZES = [13, 40]

function fonts(): string[] {
  const out = execFileSync('fc-list', ['--format', '%{file}\n'], { encoding: 'utf8' })
  return [...new Set(out.split('\n').filter((f) => /\.(ttf|otf)$/i.test(f) && !/Math/.test(f)))]
    .sort()
}

function inkBox(px: Uint8Array, stride: number, cell: Rect): Rect | null {
  let box: Rect | null = null
  for (let y = cell.y0; y < cell.y1; y++) {
    for (let x = cell.x0; x < cell.x1; x++) {
      if (!px[y * stride + x]) continue
      box ??= { x0: x, y0: y, x1: x + 1, y1: y + 1 }
      box.x0 = Math.min(box.x0, x)
      box.y0 = Math.min(box.y0, y)
      box.x1 = Math.max(box.x1, x + 1)
      box.y1 = Math.max(box.y1, y + 1)
    }
  }
  return box
}

function renderFont(file: string, size: number, chars: string): [string, string][] {
  const cell = size * 2
  const width = cell * chars.length
  const esc = file.replace(/:/g, '\\:')
  const draws = [...chars].map(
    (ch, i) =>
      `drawtext=fontfile='${esc}':text='${ch}':fontsize=${size}:fontcolor=white:x=${i * cell + size / 2}:y=${size / 2}`,
  )
  const raw = execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', `color=black:s=${width}x${cell}`],
    ...['-vf', draws.join(','), '-frames:v', '1', '-pix_fmt', 'gray', '-f', 'rawvideo', 'pipe:1'],
  ])
  const mask = new Uint8Array(raw.length)
  for (let i = 0; i < raw.length; i++) mask[i] = (raw[i] ?? 0) > 110 ? 1 : 0
  const out: [string, string][] = []
  ;[...chars].forEach((ch, i) => {
    const box = inkBox(mask, width, { x0: i * cell, y0: 0, x1: (i + 1) * cell, y1: cell })
    if (box) out.push([ch, packGlyph(normaliseGlyph(mask, width, box))])
  })
  return out
}

function bitmapGlyph(rows: string[]): string {
  const h = rows.length
  const w = rows[0]?.length ?? 0
  const mask = new Uint8Array(w * h)
  rows.forEach((r, y) => [...r].forEach((c, x) => (mask[y * w + x] = c === '#' ? 1 : 0)))
  const box = inkBox(mask, w, { x0: 0, y0: 0, x1: w, y1: h }) ?? { x0: 0, y0: 0, x1: w, y1: h }
  return packGlyph(normaliseGlyph(mask, w, box))
}

const templates: [string, string, string][] = []
const letterFonts = /DejaVuSans\.ttf|DejaVuSansMono-Bold|LiberationSans-Bold\.|LiberationMono-Regular|DejaVuSerif\.ttf/
for (const file of fonts()) {
  const name = file.split('/').pop() ?? file
  const chars = letterFonts.test(name) ? DIGITS + LETTERS : DIGITS
  for (const size of SIZES) {
    for (const [ch, hex] of renderFont(file, size, chars)) templates.push([ch, `${name}@${size}`, hex])
  }
}
for (const [font, glyphs] of Object.entries(PIXEL_FONTS)) {
  for (const [ch, rows] of Object.entries(glyphs)) templates.push([ch, font, bitmapGlyph(rows)])
}
for (const d of DIGITS) templates.push([d, 'seg7', bitmapGlyph(sevenSegment(d))])

/** Leader clustering per class: keeps a template only if no kept one of its class is this close. */
const NEAR = 0.12
const kept: { t: [string, string, string]; v: Float32Array }[] = []
for (const t of templates) {
  const v = unpackGlyph(t[2])
  if (!kept.some((k) => k.t[0] === t[0] && glyphDistance(k.v, v) < NEAR)) kept.push({ t, v })
}
const dedup = new Map(kept.map((k) => [`${k.t[0]}:${k.t[2]}`, k.t]))
const target = fileURLToPath(new URL('../src/vision/glyph-bank.json', import.meta.url))
writeFileSync(target, JSON.stringify({ grid: 16, templates: [...dedup.values()] }))
console.log(JSON.stringify({ templates: dedup.size, target }))
