import { describe, expect, it } from 'vitest'
import {
  cropSize,
  locateTimestamps,
  sampleFrameIndex,
  sampleStride,
  tailStart,
} from './sampling.ts'

describe('sampling', () => {
  it.each([
    [60, 30, 2],
    [50, 30, 2],
    [30, 30, 1],
    [25, 30, 1],
    [120, 30, 4],
  ])('%d fps at %d reads/s -> stride %d', (fps, rate, stride) =>
    expect(sampleStride(fps, rate)).toBe(stride),
  )

  it('maps scan samples to source frames: every stride-th, then every frame of the tail', () => {
    // stride 2, tail from frame 7: frames 0 2 4 6 then 7 8 9 ...
    expect([0, 1, 2, 3, 4, 5, 6].map((k) => sampleFrameIndex(k, 2, 7))).toEqual([
      0, 2, 4, 6, 7, 8, 9,
    ])
    expect([0, 1, 2, 3, 4].map((k) => sampleFrameIndex(k, 3, 6))).toEqual([0, 3, 6, 7, 8])
  })

  it('reads the last half second at full rate', () => {
    expect(tailStart(600, 60, 2)).toBe(570)
    expect(tailStart(10, 60, 2)).toBe(0)
  })

  it('spreads locating timestamps over the video', () => {
    expect(locateTimestamps(10, 4)).toEqual([1.25, 3.75, 6.25, 8.75])
    expect(locateTimestamps(0, 24)).toEqual([0])
  })

  it('scales the crop so the text is about the target height', () => {
    expect(cropSize({ width: 100, height: 20 }, 10, 28)).toEqual({
      width: 280,
      height: 56,
      scale: 2.8,
    })
    expect(cropSize({ width: 400, height: 120 }, 80, 28).scale).toBeCloseTo(0.35)
  })
})
