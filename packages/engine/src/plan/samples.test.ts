import { describe, expect, it } from 'vitest'
import { dropForeignText, type SampleRecord } from './samples.ts'

function sample(k: number, value: number | null, textHeight: number, x0 = 0): SampleRecord {
  const digits = value === null ? null : String(value).padStart(5, '0')
  const base = { k, frame: k, value, digits, confidence: 0.8, textHeight, inkLevel: 200 }
  return { ...base, x0, x1: x0 + 50, diff: 1, diffOutside: 1, changed: 0, lit: null }
}

describe('dropForeignText', () => {
  it('drops readings of text under half the counter height (a score table after game over)', () => {
    const samples = [...[10, 20, 30, 40].map((v, k) => sample(k, v, 28)), sample(4, 111111, 10)]
    const out = dropForeignText(samples)
    expect(out.map((s) => s.value)).toEqual([10, 20, 30, 40, null])
    expect(out[4]).toMatchObject({ digits: null, confidence: 0 })
  })

  it("drops a short number away from the counter's edges, keeps one at them", () => {
    const counter = [10, 20, 30, 40].map((v, k) => sample(k, v, 28))
    const rank = { ...sample(4, 9, 28, 20), digits: '9', x1: 30 }
    const reset = { ...sample(5, 0, 28), digits: '0', x0: 40, x1: 50 }
    expect(dropForeignText([...counter, rank, reset]).map((s) => s.value)).toEqual([
      10,
      20,
      30,
      40,
      null,
      0,
    ])
  })

  it('drops taller text with extra leading digits left of the counter (a sprite beside it)', () => {
    const counter = [10, 20, 30, 40].map((v, k) => sample(k, v, 28, 100))
    const merged = { ...sample(4, 8800040, 34, 100), digits: '8800040', x0: 70 }
    const grown = { ...sample(5, 1000040, 28, 100), digits: '1000040', x0: 70 }
    expect(dropForeignText([...counter, merged, grown]).map((s) => s.value)).toEqual([
      10,
      20,
      30,
      40,
      null,
      1000040,
    ])
  })

  it('drops a row twice as long past both edges (a name-entry screen), keeps a grown counter', () => {
    const counter = [10, 20, 30, 40].map((v, k) => sample(k, v, 28, 100))
    const row = { ...sample(4, 8888888888, 18, 40), digits: '8888888888', x1: 200 }
    const grown = { ...sample(5, 1000000040, 28, 100), digits: '1000000040', x0: 50, x1: 150 }
    expect(dropForeignText([...counter, row, grown]).map((s) => s.value)).toEqual([
      10,
      20,
      30,
      40,
      null,
      1000000040,
    ])
  })

  it('keeps a counter rescaled to 70% (a resolution change is judged by the rules)', () => {
    const samples = [...[10, 20, 30].map((v, k) => sample(k, v, 28)), sample(3, 50, 20)]
    expect(dropForeignText(samples).map((s) => s.value)).toEqual([10, 20, 30, 50])
  })
})
