import type { Blob } from './components.ts'
import type { Rect } from './glyph.ts'

/** A row of glyph-like blobs: a candidate text line in one frame. */
export interface TextLine extends Rect {
  light: boolean
  height: number
  count: number
}

function linked(a: Blob, b: Blob): boolean {
  if (a.light !== b.light) return false
  const ha = a.y1 - a.y0
  const hb = b.y1 - b.y0
  const h = Math.max(ha, hb)
  if (h > Math.min(ha, hb) * 1.5) return false
  if (Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) > h * 0.35) return false
  const gap = b.x0 >= a.x1 ? b.x0 - a.x1 : a.x0 - b.x1
  return gap <= h * 1.0 && gap >= -h * 0.3
}

/** Groups one frame's glyph-like blobs into text lines (two or more glyphs in a row). */
export function groupLines(blobs: Blob[]): TextLine[] {
  const sorted = [...blobs].sort((a, b) => a.x0 - b.x0)
  const parent = sorted.map((_, i) => i)
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!
    return i
  }
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!
      if (b.x0 - a.x1 > (a.y1 - a.y0) * 1.5) break
      if (linked(a, b)) parent[find(j)] = find(i)
    }
  }
  const groups = new Map<number, Blob[]>()
  sorted.forEach((b, i) => {
    const root = find(i)
    groups.set(root, [...(groups.get(root) ?? []), b])
  })
  const lines: TextLine[] = []
  for (const g of groups.values()) {
    const wide = g.length === 1 && g[0]!.x1 - g[0]!.x0 > (g[0]!.y1 - g[0]!.y0) * 1.5
    if (g.length < 2 && !wide) continue
    const heights = g.map((b) => b.y1 - b.y0).sort((a, b) => a - b)
    lines.push({
      x0: Math.min(...g.map((b) => b.x0)),
      y0: Math.min(...g.map((b) => b.y0)),
      x1: Math.max(...g.map((b) => b.x1)),
      y1: Math.max(...g.map((b) => b.y1)),
      light: g[0]!.light,
      height: heights[Math.floor(heights.length / 2)]!,
      count: g.length,
    })
  }
  return lines
}

/** Lines at the same place in several frames: a candidate HUD field. */
export interface LineCluster extends Rect {
  light: boolean
  height: number
  frames: Set<number>
}

function matches(c: LineCluster, l: TextLine): boolean {
  if (c.light !== l.light) return false
  if (Math.max(c.height, l.height) > Math.min(c.height, l.height) * 1.4) return false
  const cy = (c.y0 + c.y1) / 2
  if (Math.abs(cy - (l.y0 + l.y1) / 2) > c.height * 0.5) return false
  return l.x0 < c.x1 && l.x1 > c.x0
}

/** Clusters the lines of all sampled frames by position; returns clusters seen most often first. */
export function clusterLines(perFrame: TextLine[][]): LineCluster[] {
  const clusters: LineCluster[] = []
  perFrame.forEach((lines, frame) => {
    for (const l of lines) {
      const c = clusters.find((k) => matches(k, l))
      if (!c) {
        clusters.push({ ...l, frames: new Set([frame]) })
        continue
      }
      c.frames.add(frame)
      c.x0 = Math.min(c.x0, l.x0)
      c.x1 = Math.max(c.x1, l.x1)
      c.y0 = Math.min(c.y0, l.y0)
      c.y1 = Math.max(c.y1, l.y1)
    }
  })
  return clusters.sort((a, b) => b.frames.size - a.frames.size)
}
