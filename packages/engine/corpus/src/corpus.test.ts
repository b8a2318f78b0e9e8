import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  corpusSpecs,
  ensureClips,
  freshSpecs,
  FULL,
  gradientSpecs,
  LONG_SECONDS,
  longSpecs,
  lowResSpecs,
} from './corpus.ts'

describe('lowResSpecs', () => {
  it('renders the first clean clips again at 240 and 360 lines, nothing else changed', () => {
    const clean = corpusSpecs({ clean: 3, perTamperKind: 0 })
    const low = lowResSpecs(3)
    expect(low.map((s) => s.id)).toEqual([
      'clean-000-240p',
      'clean-001-240p',
      'clean-002-240p',
      'clean-000-360p',
      'clean-001-360p',
      'clean-002-360p',
    ])
    low.forEach((s, i) => {
      const base = clean[i % 3]!
      expect(s.output.height).toBe(i < 3 ? 240 : 360)
      expect({ ...s, id: base.id, output: { ...s.output, height: base.output.height } }).toEqual(
        base,
      )
    })
  })
})

describe('longSpecs', () => {
  it('plays the first clean clips on for LONG_SECONDS at 60 fps, nothing else changed', () => {
    const clean = corpusSpecs({ clean: 2, perTamperKind: 0 })
    const long = longSpecs(2)
    expect(long.map((s) => s.id)).toEqual(['clean-000-long', 'clean-001-long'])
    long.forEach((s, i) => {
      const base = clean[i]!
      expect([s.seconds, s.output.fps]).toEqual([LONG_SECONDS, 60])
      expect({ ...s, id: base.id, seconds: base.seconds, output: base.output }).toEqual(base)
      expect({ ...s.output, fps: base.output.fps }).toEqual(base.output)
    })
  })
})

describe('gradientSpecs', () => {
  it("shades the first clean clips' HUD text towards a far colour, nothing else changed", () => {
    const clean = corpusSpecs({ clean: 4, perTamperKind: 0 })
    const shaded = gradientSpecs(4)
    expect(shaded.map((s) => s.id)).toEqual(clean.map((s) => `${s.id}-gradient`))
    const far = (a: readonly number[], b: readonly number[]): number =>
      a.reduce((n, v, i) => n + Math.abs(v - b[i]!), 0)
    shaded.forEach((s, i) => {
      const base = clean[i]!
      const { gradient, ...hud } = s.hud
      expect({ ...s, id: base.id, hud }).toEqual(base)
      expect(far(gradient!.value, base.hud.color)).toBeGreaterThan(200)
      expect(far(gradient!.label, base.hud.labelColor)).toBeGreaterThan(200)
    })
  })
})

describe('freshSpecs', () => {
  it('draws clean clips from seeds no corpus clip uses', () => {
    const fresh = freshSpecs(40)
    expect(fresh.slice(0, 2).map((s) => s.id)).toEqual(['fresh-000', 'fresh-001'])
    expect(fresh.every((s) => s.tamper === null)).toBe(true)
    const used = new Set(corpusSpecs(FULL).map((s) => s.seed))
    expect(fresh.filter((s) => used.has(s.seed))).toEqual([])
    expect(new Set(fresh.map((s) => s.seed)).size).toBe(40)
  })
})

describe('ensureClips', () => {
  const dir = mkdtempSync(join(tmpdir(), 'low-res-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('encodes a low-resolution clip at its height, and reuses it on the next call', async () => {
    const [spec] = lowResSpecs(1)
    const generated: string[] = []
    const [truth] = await ensureClips([spec!], (m) => generated.push(m), dir)
    const probed = execFileSync('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v', '-show_entries', 'stream=width,height'],
      ...['-of', 'csv=p=0', join(dir, truth!.file)],
    ])
    expect(String(probed).trim()).toBe(`${truth!.width},240`)
    expect(truth!.height).toBe(240)
    expect(generated).toHaveLength(1)
    await ensureClips([spec!], (m) => generated.push(m), dir)
    expect(generated).toHaveLength(1)
  })
})
