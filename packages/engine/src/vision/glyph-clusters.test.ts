import { describe, expect, it } from 'vitest'
import { GLYPH_BANK } from './glyph-bank.ts'
import { GlyphClusters, labelClusters, mergeGroups, splitKeeps } from './glyph-clusters.ts'
import { unpackGlyph } from './glyph.ts'
import { decreases, disorder } from './line-reader.ts'

const FONT = 'DejaVuSans-Bold.ttf@40'
const shape = (digit: string): Float32Array => {
  const entry = GLYPH_BANK.find(([label, font]) => label === digit && font === FONT)
  if (!entry) throw new Error(`no ${digit} in ${FONT}`)
  return unpackGlyph(entry[2])
}
const mix = (a: Float32Array, b: Float32Array, t: number): Float32Array =>
  a.map((v, i) => v * (1 - t) + b[i]! * t)
/** `v` with its top three rows set to `level` (lit or dark: the two blurs stay apart). */
const topRows = (v: Float32Array, level: number): Float32Array =>
  v.map((x, i) => (i < 48 ? level : x))

/** Clusters of the given shapes, each list seen changing in one position, each shape `n` times. */
function drawnAt(positions: [Float32Array, number][][]) {
  const clusters = new GlyphClusters()
  const slots = new Map<number, Map<number, number>>()
  positions.forEach((shapes, position) => {
    const slot = new Map<number, number>()
    for (const [vec, times] of shapes) {
      for (let n = 0; n < times; n++) {
        const [id] = clusters.assign(vec)
        slot.set(id, (slot.get(id) ?? 0) + 1)
      }
    }
    slots.set(position, slot)
  })
  return { clusters, slots }
}

/** Clusters of the given shapes, each list seen changing in one position of the counter. */
const counterAt = (positions: Float32Array[][]) =>
  drawnAt(positions.map((shapes) => shapes.map((vec): [Float32Array, number] => [vec, 5])))

/** Clusters of the given shapes, all seen changing in one position of the counter. */
const counterOf = (shapes: Float32Array[]) => counterAt([shapes])

describe('decreases', () => {
  it('counts the steps down of the readings, skipping unread ones', () => {
    expect(decreases([10, 20, null, 30, 30])).toBe(0)
    expect(decreases([10, 60, 20, 30, null, 10])).toBe(2)
  })
})

describe('disorder', () => {
  it('prefers, among labellings that go down as often, the one that leaves fewer readings out of order', () => {
    // A second run whose 8 is labelled 0 for a long stretch, against the same run read right:
    // each goes down twice (the new run, a stray misread), but one leaves six readings low.
    const run = [1417000, 1417000, 140100, 143900, 99]
    const zero = [...run, ...Array<number>(5).fill(100100), 103700]
    const eight = [...run, ...Array<number>(5).fill(180100), 183700]
    expect(decreases(zero)).toBe(decreases(eight))
    expect(disorder(eight)).toBeLessThan(disorder(zero))
  })

  it('counts no step down to or from a reading of part of the counter', () => {
    // 00000016 and 00000020 read whole, and two partial reads of digits caught spinning
    const zeros = [0, 4, 69, 8, 16, 11, 20, 40]
    const whole = [true, true, false, true, true, false, true, true]
    expect(disorder(zeros, whole)).toBeLessThan(zeros.length + 1)
    // the same zeros read as 6s go down between whole readings, partial ones aside
    const sixes = [66666666, 66666664, 69, 66666668, 66666616, 11, 66666626, 66666646]
    expect(disorder(sixes, whole)).toBeGreaterThan(2 * (sixes.length + 1))
    expect(disorder(zeros, whole)).toBeLessThan(disorder(sixes, whole))
    // a real step down between whole readings still counts
    expect(disorder([100, 200, 50, 60], [true, true, true, true])).toBeGreaterThan(4)
  })

  it('counts a reset once, whatever its length: hiding it behind two misreads is worse', () => {
    const reset = [100, 200, 300, 10, 20, 30, 40, 50]
    const hidden = [100, 200, 300, 310, 20, 330, 40, 350]
    expect(disorder(reset)).toBeLessThan(disorder(hidden))
  })
})

describe('GlyphClusters.assign', () => {
  it('finds the same cluster, distance and centroids whatever cluster it is told to try first', () => {
    const digits = [...'0123456789'].map(shape)
    // Each digit, noisy, in a fixed pseudo-random order: new clusters and joins alike.
    let seed = 7
    const rand = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647
    const glyphs = Array.from({ length: 400 }, () =>
      digits[Math.floor(rand() * 10)]!.map((v) =>
        Math.min(1, Math.max(0, v + (rand() - 0.5) * 0.45)),
      ),
    )
    const plain = new GlyphClusters()
    const hinted = new GlyphClusters()
    const hints = glyphs.map(() => Math.floor(rand() * 12) - 1)
    const a = glyphs.map((g) => plain.assign(g))
    const b = glyphs.map((g, i) => hinted.assign(g, hints[i]))
    expect(b).toEqual(a)
    expect(hinted.centroids).toEqual(plain.centroids)
    expect(plain.centroids.length).toBeGreaterThan(10)
  })

  it('once it holds all the clusters it may, leaves a glyph far from every one out', () => {
    let seed = 11
    const rand = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647
    // Random blocks of ink: any two are about 0.5 apart, far more than any join distance.
    const noise = (): Float32Array =>
      Float32Array.from({ length: 256 }, () => (rand() < 0.5 ? 0 : 1))
    const clusters = new GlyphClusters()
    for (let n = 0; n < 120; n++) clusters.assign(noise())
    const full = clusters.centroids.length
    expect(full).toBeLessThan(120)
    const before = clusters.centroids.map((c) => Float32Array.from(c))
    const [id] = clusters.assign(noise())
    expect(id).toBe(-1)
    expect(clusters.centroids).toEqual(before)
    // A glyph near a cluster still joins it.
    const near = clusters.centroids[5]!.map((v, i) => (i < 8 ? 1 - v : v))
    expect(clusters.assign(near)[0]).toBe(5)
  })
})

describe('mergeGroups', () => {
  const zero = shape('0')
  const clustersOf = (shapes: Float32Array[]): GlyphClusters => {
    const c = new GlyphClusters()
    c.centroids.push(...shapes)
    c.counts.push(...shapes.map(() => 5))
    return c
  }

  it('merges the same character drawn half a cell to the side', () => {
    const shifted = zero.map((_, i) => (i % 16 === 0 ? 0 : zero[i - 1]!))
    expect(mergeGroups(clustersOf([zero, mix(zero, shifted, 0.5)]))).toEqual([0, 0])
  })

  it('keeps two shapes apart that differ by one stroke (a zero and a barred zero)', () => {
    // Rows 6-10, columns 4-11 filled: a mean distance of 0.106, under the merge distance.
    const barred = zero.map((v, i) => (i % 16 >= 4 && i % 16 < 12 && i >= 96 && i < 176 ? 1 : v))
    expect(mergeGroups(clustersOf([zero, barred]))).toEqual([0, 1])
  })

  it('keeps apart close shapes that each held one position for a while', () => {
    const shifted = zero.map((_, i) => (i % 16 === 0 ? 0 : zero[i - 1]!))
    const pair = clustersOf([zero, mix(zero, shifted, 0.5)])
    expect(mergeGroups(pair, [new Set([0, 1])])).toEqual([0, 1])
    expect(mergeGroups(pair, [new Set([0]), new Set([1])])).toEqual([0, 0])
  })

  it('keeps apart, by the bank, close shapes nearest different digits', () => {
    // Half way from a 0 to an 8: 0.105 from the 0, under the merge distance, and nearest the 8.
    const pair = clustersOf([zero, mix(zero, shape('8'), 0.5)])
    expect(mergeGroups(pair)).toEqual([0, 0])
    expect(mergeGroups(pair, [], true)).toEqual([0, 1])
  })
})

describe('labelClusters', () => {
  it('gives two shapes between 6 and 8 the digits that put the readings in order', () => {
    const six = shape('6')
    const eight = shape('8')
    // A blurred 6 and a blurred 8, each nearer the other's template than its own, and a clear 7.
    const { clusters, slots } = counterOf([
      topRows(mix(six, eight, 0.56), 1),
      shape('7'),
      topRows(mix(six, eight, 0.44), 0),
    ])
    const plain = labelClusters(clusters, slots, []).map((l) => l.label)
    expect(plain).toEqual(['8', '7', '6'])
    // The counter shows them in that order: 8, 7, 6 would go down twice.
    const ordered = labelClusters(clusters, slots, [], (labels) =>
      decreases(labels.map((l) => Number(l.label))),
    )
    expect(ordered.map((l) => l.label)).toEqual(['6', '7', '8'])
  })

  it('is sure of a digit given because a closer shape has the nearest one', () => {
    const one = shape('1')
    // Nearer the 1 than the 7, but the clear 1 takes '1': the blurred shape is the counter's 7.
    const { clusters, slots } = counterOf([one, mix(one, shape('7'), 0.45)])
    const [a, b] = labelClusters(clusters, slots, [])
    expect([a!.label, b!.label]).toEqual(['1', '7'])
    expect(b!.confidence).toBeGreaterThan(0.5)
  })

  it('gives one digit to two shapes of it that are drawn at different positions', () => {
    const nine = shape('9')
    // The 9 drawn two cells further right: another group, still nearest the 9 (a scaled picture
    // draws a digit a little differently at each position).
    const shifted = nine.map((_, i) => (i % 16 < 2 ? 0 : nine[i - 2]!))
    const apart = counterAt([
      [nine, shape('1'), shape('7')],
      [shifted, shape('2'), shape('3')],
    ])
    expect(labelClusters(apart.clusters, apart.slots, []).map((l) => l.label)).toEqual([
      '9',
      '1',
      '7',
      '9',
      '2',
      '3',
    ])
    // Taking turns at one position, they are two characters: the distinct digits stand.
    const together = counterOf([nine, shifted, shape('1'), shape('7')])
    expect(labelClusters(together.clusters, together.slots, []).map((l) => l.label)).toEqual([
      '9',
      '8',
      '1',
      '7',
    ])
  })

  it('gives a shape its nearest digit back where that digit is only seen passing', () => {
    const nine = shape('9')
    const shifted = nine.map((_, i) => (i % 16 < 2 ? 0 : nine[i - 2]!))
    // The shifted 9 holds the second position; the first 9 passes there 6 times beside its 100.
    const { clusters, slots } = drawnAt([
      [
        [nine, 50],
        [shape('1'), 50],
        [shape('7'), 50],
      ],
      [
        [shifted, 100],
        [nine, 6],
        [shape('2'), 50],
      ],
    ])
    expect(labelClusters(clusters, slots, []).map((l) => l.label)).toEqual([
      '9',
      '1',
      '7',
      '9',
      '2',
    ])
  })

  it('splits two merged shapes that held one position when the merge puts the readings out of order', () => {
    const eight = shape('8')
    // Half way to a 0: close enough to the 8 to be merged with it, and the merged group is an 8.
    const zeroish = mix(eight, shape('0'), 0.5)
    const { clusters, slots } = counterOf([zeroish, shape('9'), shape('1'), eight])
    // The counter reads 09, 10, 18: with 0 and 8 one character it reads 89, 18, 18.
    const disorder = (l: { label: string }[]): number =>
      decreases(
        [l[0]!.label + l[1]!.label, l[2]!.label + l[0]!.label, l[2]!.label + l[3]!.label].map(
          Number,
        ),
      )
    const merged = labelClusters(clusters, slots, [], disorder).map((l) => l.label)
    expect(merged).toEqual(['8', '9', '1', '8'])
    const held = [new Set([0, 3])]
    expect(labelClusters(clusters, slots, held, disorder).map((l) => l.label)).toEqual([
      '0',
      '9',
      '1',
      '8',
    ])
    // Readings already in order keep the merge: holding a position is only a second opinion.
    const rising = (l: { label: string }[]): number =>
      decreases([l[3]!.label, l[2]!.label + l[0]!.label].map(Number))
    expect(labelClusters(clusters, slots, held, rising).map((l) => l.label)).toEqual(merged)
  })

  it('splits merged shapes nearest different digits when the merge puts the readings out of order', () => {
    const zero = shape('0')
    // Half way from a 0 to an 8, never drawn where the 0 is: merged with the 0, nearest the 8.
    const eightish = mix(zero, shape('8'), 0.5)
    const { clusters, slots } = counterAt([
      [zero, shape('7')],
      [eightish, shape('1')],
    ])
    const read = (l: { label: string }[], pairs: [number, number][]): number[] =>
      pairs.map(([a, b]) => Number(l[a]!.label + l[b]!.label))
    // The counter reads 17, 18, 70: with its 8 read as the 0 it merged with, 17, 10, 70.
    const falling = (l: { label: string }[]): number =>
      decreases(
        read(l, [
          [3, 1],
          [3, 2],
          [1, 0],
        ]),
      )
    expect(labelClusters(clusters, slots, [], falling).map((l) => l.label)).toEqual([
      '0',
      '7',
      '8',
      '1',
    ])
    // Readings in order keep the merge: the bank's split is only a second opinion.
    const rising = (l: { label: string }[]): number =>
      decreases(
        read(l, [
          [3, 1],
          [1, 0],
        ]),
      )
    expect(labelClusters(clusters, slots, [], rising).map((l) => l.label)).toEqual([
      '0',
      '7',
      '0',
      '1',
    ])
  })

  it('never gives a shape the digit of an unlike shape it takes turns with, whatever the order says', () => {
    const zero = shape('0')
    // Nearest the 5, and nearer the 0 than the order search's fit allowance, but no 0: a 5 and a
    // 0 drawn in turn at one place are two characters, and read both as 0 the counter would
    // never change, which no reading order can fault.
    const five = mix(shape('5'), zero, 0.4)
    const unlike = counterOf([five, zero])
    // The counter shows the first shape, then the 0.
    const firstThenZero = (l: { label: string }[]): number =>
      decreases([l[0]!.label, l[1]!.label].map(Number))
    expect(
      labelClusters(unlike.clusters, unlike.slots, [], firstThenZero).map((l) => l.label),
    ).toEqual(['5', '0'])
    // A 9 as close to the 0 as noise draws one character two ways at one place takes the 0
    // where the order calls for it.
    const nineish = mix(shape('9'), zero, 0.3)
    const alike = counterOf([nineish, zero])
    expect(
      labelClusters(alike.clusters, alike.slots, [], firstThenZero).map((l) => l.label),
    ).toEqual(['0', '0'])
  })

  it('lets the order move a shape that never takes turns at its places only between near digits', () => {
    const six = shape('6')
    const eight = shape('8')
    // A blurred 6 alone at the counter's first place (a 4 passes there now and then), a 7 and a 1
    // taking turns at the second: the lone shape shifts every reading it is in alike.
    const counter = (lead: Float32Array, turnsWithLead: boolean) => {
      const second: [Float32Array, number][] = [
        [shape('7'), 50],
        [shape('1'), 50],
      ]
      if (turnsWithLead) second.push([lead, 50])
      return drawnAt([
        [
          [lead, 100],
          [shape('4'), 5],
        ],
        second,
      ])
    }
    // A misread "71" before the counter's "67": the order would have the 6 an 8 (87).
    const misreadFirst = (l: { label: string }[]): number =>
      decreases([l[2]!.label + l[3]!.label, l[0]!.label + l[2]!.label].map(Number))
    const labelled = (lead: Float32Array, turnsWithLead: boolean): string[] => {
      const { clusters, slots } = counter(lead, turnsWithLead)
      return labelClusters(clusters, slots, [], misreadFirst).map((l) => l.label)
    }
    // Nearer the 6 by 0.047 (within the order's fit allowance): alone, it stays a 6...
    const clearer = topRows(mix(six, eight, 0.35), 0)
    expect(labelled(clearer, false)).toEqual(['6', '4', '7', '1'])
    // ...drawn in turn with the 7 and the 1, its digit is the order's to choose.
    expect(labelled(clearer, true)).toEqual(['8', '4', '7', '1'])
    // Nearer the 6 by 0.008 only: alone, the order may still settle the tie.
    expect(labelled(topRows(mix(six, eight, 0.5), 0), false)).toEqual(['8', '4', '7', '1'])
  })

  it('moves two shapes drawn in turn at one place to one digit together when the order needs both', () => {
    // One place draws its 0 two ways (two blurs a shading apart), each nearer the 8 than the 0
    // by 0.021 and 0.012: the counter reads 10, 10 then 15, but with either left an 8 it goes
    // down (18 before 15), so neither moves alone.
    const blurred = mix(shape('8'), shape('0'), 0.45)
    const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '9']
    const others = digits.map((d): [Float32Array, number] => [shape(d), 20])
    const { clusters, slots } = drawnAt([
      [
        [blurred, 30],
        [topRows(blurred, 0), 5],
      ],
      others,
    ])
    const [one, five] = [3, 7]
    const order = (l: { label: string }[]): number =>
      decreases(['1' + l[0]!.label, '1' + l[1]!.label, l[one]!.label + l[five]!.label].map(Number))
    const labels = labelClusters(clusters, slots, [], order).map((l) => l.label)
    expect(labels.slice(0, 2)).toEqual(['0', '0'])
    expect(labels.slice(2)).toEqual(digits)
  })

  it('does not give a clear shape a digit it does not look like, whatever the order says', () => {
    const { clusters, slots } = counterOf([shape('1'), shape('7')])
    const ordered = labelClusters(clusters, slots, [], (labels) =>
      decreases(labels.map((l) => Number(l.label)).reverse()),
    )
    expect(ordered.map((l) => l.label)).toEqual(['1', '7'])
  })
})

describe('splitKeeps', () => {
  const read = (labels: string[]) => labels.map((label) => ({ label, confidence: 1 }))
  // Clusters 0 and 1 merged into one group, read as 0; cluster 2 a group of its own, read as 7.
  const merged = [0, 0, 2]
  const apart = [0, 1, 2]

  it('takes a split where one part keeps the digit the merged group was read as', () => {
    expect(splitKeeps(merged, apart, read(['0', '0', '7']), read(['8', '0', '7']))).toBe(true)
  })

  it('refuses a split whose parts read three digits (one character drawn many ways)', () => {
    const three = [0, 0, 0, 3]
    const parts = [0, 1, 2, 3]
    const before = read(['0', '0', '0', '7'])
    expect(splitKeeps(three, parts, before, read(['0', '8', '0', '7']))).toBe(true)
    expect(splitKeeps(three, parts, before, read(['0', '8', '6', '7']))).toBe(false)
  })

  it('refuses a split whose parts both lose that digit (one character drawn two ways)', () => {
    expect(splitKeeps(merged, apart, read(['0', '0', '7']), read(['8', '9', '7']))).toBe(false)
  })

  it('judges only the groups the split parts: others may take other digits', () => {
    expect(splitKeeps(merged, apart, read(['0', '0', '7']), read(['0', '8', '1']))).toBe(true)
    expect(splitKeeps(merged, [0, 0, 2], read(['0', '0', '7']), read(['8', '8', '7']))).toBe(true)
  })
})
