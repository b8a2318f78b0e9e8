import { describe, expect, it } from 'vitest'
import type { MediaInfo } from './probe.ts'
import {
  cropSize,
  locateTimestamps,
  planSampling,
  READS_PER_SECOND,
  sampleFrameIndex,
  sampleFrames,
  samplesPerSecond,
  sampleStride,
  tailStart,
} from './sampling.ts'

describe('sampling', () => {
  it.each([
    [60, 18, 3],
    [59.94, 18, 3],
    [50, 18, 2],
    [30, 18, 1],
    [25, 18, 1],
    [120, 18, 6],
    [10, 18, 1],
  ])('%d fps at %d reads/s or more -> stride %d', (fps, rate, stride) =>
    expect(sampleStride(fps, rate)).toBe(stride),
  )

  it('reads every decoded frame at 24-30 fps and every 2nd at 50-60', () => {
    expect([24, 25, 29.97, 30].map((fps) => sampleStride(fps, READS_PER_SECOND))).toEqual([
      1, 1, 1, 1,
    ])
    expect([50, 59.94, 60].map((fps) => sampleStride(fps, READS_PER_SECOND))).toEqual([2, 2, 2])
  })

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

describe('sampling plans', () => {
  const info = (constantRate: boolean): MediaInfo => ({
    videoCodec: 'h264',
    audioCodec: 'none',
    duration: 10,
    width: 640,
    height: 480,
    fps: 60,
    constantRate,
    frameCount: 600,
    startTime: 0.5,
    formatName: 'mov,mp4',
  })

  it('samples a constant-rate stream by time, with the tail from its timestamps', () => {
    expect(planSampling(info(true), 18)).toEqual({
      sampling: {
        by: 'time',
        interval: expect.closeTo(2.9 / 60, 9),
        tailTime: expect.closeTo(0.5 + 570 / 60, 9),
      },
      tailFrom: 570,
    })
  })

  it('samples any other stream by decoded-frame index', () => {
    expect(planSampling(info(false), 18)).toEqual({
      sampling: { by: 'index', stride: 3, tailFrom: 570 },
      tailFrom: 570,
    })
  })

  it('places time-sampled frames by timestamp, one with none after the one before', () => {
    const sampling = { by: 'time', interval: 0.03, tailTime: 9 } as const
    const frames = sampleFrames(4, [0.5, 0.5 + 2 / 60, 0.5 + 5 / 60], sampling, info(true))
    expect(frames).toEqual([0, 2, 5, 6])
  })

  it('counts the samples per second before the tail when sampling by time', () => {
    const sampling = { by: 'time', interval: 0.03, tailTime: 10 } as const
    // 60 fps, frames 0, 3, 6, ... before the tail at 600: 20 a second; then every frame.
    const frames = [...Array.from({ length: 200 }, (_, i) => i * 3), 600, 601, 602]
    expect(samplesPerSecond(frames, sampling, 60, 600)).toBe(20)
    expect(samplesPerSecond(frames, { by: 'index', stride: 2, tailFrom: 600 }, 60, 600)).toBe(30)
  })
})
