/**
 * Rasterises each HUD font once into a glyph atlas (corpus/fonts/atlases.json, committed), so that
 * clip generation needs no font installed. Fonts come from Debian packages and @fontsource npm
 * tarballs (see README.md, "Fonts"). Run: npx tsx packages/engine/corpus/build-atlases.ts <fontsrc>
 * where <fontsrc> holds the unpacked @fontsource tarballs.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ATLAS_CHARS, type Atlas, type Glyph } from './src/atlas.ts'

interface FontSource {
  name: string
  file: string
  size: number
  /** Pixel fonts: threshold coverage to crisp on/off pixels. */
  binary: boolean
}

const DEB = '/usr/share/fonts'
const fontsource = (pkg: string, file: string): string =>
  join(process.argv[2] ?? '/tmp/fontsrc', `fontsource-${pkg}-5.3.0/package/files/${file}`)

const SOURCES: FontSource[] = [
  {
    name: 'press-start-2p',
    file: fontsource('press-start-2p', 'press-start-2p-latin-400-normal.woff2'),
    size: 8,
    binary: true,
  },
  {
    name: 'silkscreen',
    file: fontsource('silkscreen', 'silkscreen-latin-400-normal.woff2'),
    size: 8,
    binary: true,
  },
  {
    name: 'vt323',
    file: fontsource('vt323', 'vt323-latin-400-normal.woff2'),
    size: 16,
    binary: true,
  },
  {
    name: 'pixelify-sans',
    file: fontsource('pixelify-sans', 'pixelify-sans-latin-400-normal.woff2'),
    size: 13,
    binary: true,
  },
  {
    name: 'jersey-10',
    file: fontsource('jersey-10', 'jersey-10-latin-400-normal.woff2'),
    size: 16,
    binary: false,
  },
  {
    name: 'orbitron',
    file: fontsource('orbitron', 'orbitron-latin-700-normal.woff2'),
    size: 11,
    binary: false,
  },
  {
    name: 'share-tech-mono',
    file: fontsource('share-tech-mono', 'share-tech-mono-latin-400-normal.woff2'),
    size: 13,
    binary: false,
  },
  {
    name: 'dejavu-sans-mono-bold',
    file: `${DEB}/truetype/dejavu/DejaVuSansMono-Bold.ttf`,
    size: 11,
    binary: false,
  },
  {
    name: 'dejavu-sans-bold',
    file: `${DEB}/truetype/dejavu/DejaVuSans-Bold.ttf`,
    size: 12,
    binary: false,
  },
  {
    name: 'liberation-sans-bold',
    file: `${DEB}/truetype/liberation/LiberationSans-Bold.ttf`,
    size: 13,
    binary: false,
  },
  {
    name: 'liberation-serif-bold',
    file: `${DEB}/truetype/liberation/LiberationSerif-Bold.ttf`,
    size: 13,
    binary: false,
  },
  {
    name: 'freemono-bold',
    file: `${DEB}/truetype/freefont/FreeMonoBold.ttf`,
    size: 13,
    binary: false,
  },
  {
    name: 'freesans-bold-oblique',
    file: `${DEB}/truetype/freefont/FreeSansBoldOblique.ttf`,
    size: 12,
    binary: false,
  },
  {
    name: 'terminus-bold-16',
    file: `${DEB}/opentype/terminus/terminus-bold.otb`,
    size: 16,
    binary: true,
  },
  {
    name: 'terminus-12',
    file: `${DEB}/opentype/terminus/terminus-normal.otb`,
    size: 12,
    binary: true,
  },
  { name: 'x11-6x13-bold', file: `${DEB}/X11/misc/6x13B.pcf.gz`, size: 13, binary: true },
  { name: 'x11-5x7', file: `${DEB}/X11/misc/5x7.pcf.gz`, size: 7, binary: true },
  { name: 'ocr-a', file: `${DEB}/truetype/ocr-a/OCRA.ttf`, size: 12, binary: false },
  {
    name: 'dotgothic16',
    file: `${DEB}/truetype/dotgothic16/DotGothic16-Regular.ttf`,
    size: 16,
    binary: true,
  },
  {
    name: 'dseg14-bold',
    file: `${DEB}/truetype/dseg/DSEG14Classic-Bold.ttf`,
    size: 11,
    binary: false,
  },
]

/** drawtext positions `y` at the top of the string's ink box; `BASE-ascent` pins the baseline. */
function rasterise(src: FontSource): Atlas {
  const cell = src.size * 3
  const base = src.size * 2
  const width = cell * ATLAS_CHARS.length
  const escaped = (ch: string): string => (ch === ':' ? '\\:' : ch === '%' ? '\\%' : ch)
  const filters = [...ATLAS_CHARS].map(
    (ch, i) =>
      `drawtext=fontfile='${src.file}':text='${escaped(ch)}':fontsize=${src.size}:fontcolor=white:x=${i * cell + src.size}:y=${base}-ascent`,
  )
  const out = spawnSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `color=black:s=${width}x${cell}`,
      '-frames:v',
      '1',
      '-vf',
      filters.join(','),
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      'pipe:1',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  if (out.status !== 0) throw new Error(`ffmpeg failed for ${src.name}: ${out.stderr.toString()}`)
  return cropAtlas(src, out.stdout, cell, width)
}

function cropAtlas(src: FontSource, px: Buffer, cell: number, width: number): Atlas {
  const at = (x: number, y: number): number => {
    const v = px[y * width + x] ?? 0
    return src.binary ? (v >= 110 ? 255 : 0) : v
  }
  let top = cell
  let bottom = 0
  for (let y = 0; y < cell; y++)
    for (let x = 0; x < width; x++)
      if (at(x, y) > 0) {
        top = Math.min(top, y)
        bottom = Math.max(bottom, y)
      }
  const height = bottom - top + 1
  const glyphs: Record<string, Glyph> = {}
  ;[...ATLAS_CHARS].forEach((ch, i) => {
    let x0 = cell
    let x1 = -1
    for (let x = 0; x < cell; x++)
      for (let y = top; y <= bottom; y++)
        if (at(i * cell + x, y) > 0) [x0, x1] = [Math.min(x0, x), Math.max(x1, x)]
    if (x1 < 0) return
    const w = x1 - x0 + 1
    const data = Buffer.alloc(w * height)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < w; x++) data[y * w + x] = at(i * cell + x0 + x, top + y)
    glyphs[ch] = { w, data: data.toString('base64') }
  })
  return { name: src.name, height, baseline: src.size * 2 - top, binary: src.binary, glyphs }
}

const atlases = SOURCES.filter((s) => {
  if (existsSync(s.file)) return true
  console.error(`missing font file, skipped: ${s.file}`)
  return false
}).map(rasterise)
const target = join(import.meta.dirname, 'fonts', 'atlases.json')
writeFileSync(target, JSON.stringify(atlases))
console.log(`wrote ${atlases.length} atlases to ${target}`)
