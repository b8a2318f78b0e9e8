import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { corpusSpecs, ensureClips, lowResSpecs } from './corpus.ts'

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
