import { describe, expect, it } from 'vitest'
import { limitProblem, parseProbe, parseRate, type MediaInfo } from './probe.ts'

const probe = (
  streams: object[],
  format: object = { duration: '10.0', format_name: 'mov,mp4' },
): string => JSON.stringify({ streams, format })

describe('parseRate', () => {
  it.each([
    ['30000/1001', 29.97],
    ['25/1', 25],
    ['60', 60],
    ['0/0', 0],
    [undefined, 0],
  ])('%s -> %d', (rate, fps) => expect(parseRate(rate)).toBeCloseTo(fps, 2))
})

describe('parseProbe', () => {
  it('reads codecs, size, rate, frames and duration', () => {
    const info = parseProbe(
      probe([
        {
          codec_type: 'video',
          codec_name: 'h264',
          width: 1280,
          height: 720,
          r_frame_rate: '60/1',
          avg_frame_rate: '60/1',
          nb_frames: '600',
          duration: '10.0',
        },
        { codec_type: 'audio', codec_name: 'aac' },
      ]),
    )
    expect(info).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
      width: 1280,
      height: 720,
      fps: 60,
      constantRate: true,
      frameCount: 600,
      duration: 10,
    })
  })

  it.each([
    ['30000/1001', '30000/1001', true],
    ['60/1', '59.97/1', true],
    ['60/1', '45/1', false],
    ['90000/1', '30/1', false],
    ['30/1', undefined, false],
    ['30/1', '0/0', false],
  ])('r_frame_rate %s, avg_frame_rate %s: constant rate %s', (r, avg, constant) => {
    const video = {
      codec_type: 'video',
      width: 64,
      height: 64,
      r_frame_rate: r,
      avg_frame_rate: avg,
    }
    expect(parseProbe(probe([video]))!.constantRate).toBe(constant)
  })

  const cases: [string, object[], object][] = [
    [
      'no audio',
      [{ codec_type: 'video', codec_name: 'vp9', width: 640, height: 480, r_frame_rate: '30/1' }],
      { audioCodec: 'none', frameCount: 300 },
    ],
    [
      'VFR timebase rate falls back to the average',
      [
        {
          codec_type: 'video',
          codec_name: 'h264',
          width: 640,
          height: 480,
          r_frame_rate: '90000/1',
          avg_frame_rate: '30/1',
        },
      ],
      { fps: 30 },
    ],
    [
      'rotated phone video',
      [
        {
          codec_type: 'video',
          codec_name: 'h264',
          width: 1920,
          height: 1080,
          r_frame_rate: '30/1',
          tags: { rotate: '90' },
        },
      ],
      { width: 1080, height: 1920 },
    ],
    [
      'phone video turned by its display matrix (ffprobe 5 and later)',
      [
        {
          codec_type: 'video',
          codec_name: 'h264',
          width: 1920,
          height: 1080,
          r_frame_rate: '30/1',
          side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }],
        },
      ],
      { width: 1080, height: 1920 },
    ],
    [
      'cover art is not the video',
      [
        {
          codec_type: 'video',
          codec_name: 'mjpeg',
          width: 300,
          height: 300,
          disposition: { attached_pic: 1 },
        },
        { codec_type: 'video', codec_name: 'h264', width: 640, height: 360, r_frame_rate: '25/1' },
      ],
      { videoCodec: 'h264', fps: 25 },
    ],
  ]
  it.each(cases)('%s', (_, streams, expected) =>
    expect(parseProbe(probe(streams))).toMatchObject(expected),
  )

  it('returns null without a video stream', () => {
    expect(parseProbe(probe([{ codec_type: 'audio', codec_name: 'mp3' }]))).toBeNull()
  })
})

describe('limitProblem', () => {
  const info = (width: number, height: number, duration: number): MediaInfo => ({
    ...parseProbe(probe([{ codec_type: 'video', width: 1, height: 1 }]))!,
    width,
    height,
    duration,
  })
  it.each([
    [1920, 1080, 3600, null],
    [7680, 4320, 60, null],
    [4320, 7680, 60, null],
    [3 * 3600, 0, 0, 'the video has no valid picture size'],
    [100_000, 100_000, 1, 'the picture is 100000x100000, larger than 7680x4320'],
    [16_000, 16_000, 1, 'the picture is 16000x16000, larger than 7680x4320'],
    [5000, 5000, 1, 'the picture is 5000x5000, larger than 7680x4320'],
    [320, 240, 10 * 3600, 'the video lasts 10.0 hours, longer than the 3-hour limit'],
    [320, 240, 3 * 3600, null],
  ])('%dx%d for %d s', (width, height, seconds, problem) =>
    expect(limitProblem(info(width, height, seconds))).toBe(problem),
  )

  it('keeps a video stream without a picture size, for the limit to name it', () => {
    expect(parseProbe(probe([{ codec_type: 'video', codec_name: 'rawvideo' }]))).toMatchObject({
      width: 0,
      height: 0,
    })
  })
})
