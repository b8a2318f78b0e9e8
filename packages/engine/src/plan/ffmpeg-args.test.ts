import { describe, expect, it } from 'vitest'
import {
  buildDecodeOnlyArgs,
  buildPickArgs,
  buildScanArgs,
  buildStillArgs,
  parseShowinfoLine,
} from './ffmpeg-args.ts'
import { buildProbeArgs } from './probe.ts'

const scanArgs = {
  input: '/v/a.mp4',
  sampling: { by: 'index', stride: 2, tailFrom: 100 },
  crop: { x: 0.5, y: 0.25, w: 0.25, h: 0.1 },
  cropWidth: 200,
  cropHeight: 40,
  thumbWidth: 64,
  thumbHeight: 36,
  threads: 2,
  noChecksum: true,
} as const
const scan = buildScanArgs(scanArgs)

const pickArgs = {
  input: '/v/a.mp4',
  times: [1, 2.5],
  start: 0.5,
  keyframesOnly: true,
  width: 320,
  height: 240,
  threads: 2,
}
const pick = buildPickArgs(pickArgs)

const valueAfter = (args: string[], flag: string): string | undefined =>
  args[args.indexOf(flag) + 1]

describe('ffmpeg/ffprobe argument builders', () => {
  const cases: [string, string[]][] = [
    ['probe', buildProbeArgs('/v/a.mp4')],
    ['still', buildStillArgs({ input: '/v/a.mp4', t: 1.5, width: 320, height: 240, threads: 1 })],
    ['pick', pick],
    ['scan', scan],
    ['decode-only', buildDecodeOnlyArgs('/v/a.mp4', 2)],
  ]
  it.each(cases)('%s: only local files and whitelisted demuxers, before the input', (_, args) => {
    const input = args.indexOf('-i')
    expect(valueAfter(args, '-protocol_whitelist')).toBe('file,pipe')
    expect(args.indexOf('-protocol_whitelist')).toBeLessThan(input)
    const formats = valueAfter(args, '-format_whitelist')!.split(',')
    expect(formats).toEqual(
      expect.arrayContaining(['mov', 'mp4', 'matroska', 'webm', 'mpegts', 'avi', 'flv']),
    )
    expect(formats).not.toContain('hls')
    expect(formats).not.toContain('concat')
    expect(args[input + 1]).toBe('/v/a.mp4')
  })

  it('scan: selects every stride-th frame plus the tail, splits crop and thumbnail to two pipes', () => {
    const graph = valueAfter(scan, '-filter_complex')!
    expect(graph).toContain("select='not(mod(n\\,2))+gte(n\\,100)'")
    expect(graph).toContain('showinfo=checksum=0')
    expect(graph).toContain("crop=w='iw*0.250000':h='ih*0.100000':x='iw*0.500000':y='ih*0.250000'")
    expect(graph).toContain('scale=200:40')
    expect(graph).toContain('scale=64:36')
    expect(scan.slice(-4)).toEqual(['[t]', '-f', 'rawvideo', 'pipe:3'])
    expect(valueAfter(scan, '-vsync')).toBe('passthrough')
    expect(valueAfter(scan, '-threads')).toBe('2')
    expect(scan).not.toContain('-skip_frame')
  })

  it('scan by time: frames nothing references are not decoded; frames an interval apart, then the tail', () => {
    const args = buildScanArgs({
      ...scanArgs,
      sampling: { by: 'time', interval: 0.03, tailTime: 29.5 },
    })
    expect(valueAfter(args, '-skip_frame')).toBe('noref')
    expect(args.indexOf('-skip_frame')).toBeLessThan(args.indexOf('-i'))
    expect(valueAfter(args, '-filter_complex')).toContain(
      "select='isnan(prev_selected_t)+gte(t-prev_selected_t\\,0.030000)+gte(t\\,29.500000)'",
    )
  })

  it('pick: the first decoded frame at or after each time (after the start pts), keyframes only', () => {
    const prev = 'if(isnan(prev_selected_t)\\,-1e9\\,prev_selected_t)'
    expect(valueAfter(pick, '-vf')).toBe(
      `select='gte(t\\,1.500)*lt(${prev}\\,1.500)+gte(t\\,3.000)*lt(${prev}\\,3.000)',` +
        'scale=320:240:flags=area,format=gray',
    )
    expect(valueAfter(pick, '-skip_frame')).toBe('nokey')
    expect(pick.indexOf('-skip_frame')).toBeLessThan(pick.indexOf('-i'))
    expect(valueAfter(pick, '-discard')).toBe('nokey')
    expect(pick.indexOf('-discard')).toBeLessThan(pick.indexOf('-i'))
  })

  it('scan with a colour mix: the scaled crop becomes one plane of the mix, gray otherwise', () => {
    const graph = valueAfter(
      buildScanArgs({ ...scanArgs, projection: [0.25, -0.5, -0.25] }),
      '-filter_complex',
    )!
    expect(graph).toContain(
      'scale=200:40:flags=bicubic,format=gbrp,lutrgb=g=negval:b=negval,' +
        'colorchannelmixer=rr=0.250000:rg=0.500000:rb=0.250000,extractplanes=r[c]',
    )
    expect(valueAfter(scan, '-filter_complex')).toContain(
      'scale=200:40:flags=bicubic,format=gray[c]',
    )
  })

  it('pick in colour: the box of each picked frame, in RGB', () => {
    const args = buildPickArgs({
      input: '/v/a.mp4',
      times: [1],
      start: 0,
      keyframesOnly: true,
      width: 320,
      height: 240,
      threads: 2,
      colourCrop: { x: 10, y: 20, width: 100, height: 30 },
    })
    expect(valueAfter(args, '-vf')).toMatch(
      /,scale=320:240:flags=area,crop=100:30:10:20,format=rgb24$/,
    )
  })

  it('with a scanline period: each decode averages that many rows into one before scaling', () => {
    const descan = 'scale=iw:trunc(ih/2):flags=area,'
    const graph = valueAfter(buildScanArgs({ ...scanArgs, scanlines: 2 }), '-filter_complex')!
    expect(graph).toContain(`y='ih*0.250000',${descan}scale=200:40:flags=bicubic`)
    expect(graph).toContain('[b]scale=64:36')
    const picked = buildPickArgs({ ...pickArgs, scanlines: 2 })
    expect(valueAfter(picked, '-vf')).toMatch(/',scale=iw:trunc\(ih\/2\):flags=area,scale=320:240:/)
    const still = buildStillArgs({
      input: '/v/a.mp4',
      t: 1,
      width: 320,
      height: 240,
      threads: 1,
      scanlines: 3,
    })
    expect(valueAfter(still, '-vf')).toBe(
      'scale=iw:trunc(ih/3):flags=area,scale=320:240:flags=area,format=gray',
    )
    expect(valueAfter(scan, '-filter_complex')).not.toContain('trunc(ih/')
    expect(valueAfter(pick, '-vf')).not.toContain('trunc(ih/')
  })

  it('still: a fast keyframe seek before the input', () => {
    const args = buildStillArgs({
      input: '/v/a.mp4',
      t: 12.3456,
      width: 320,
      height: 240,
      threads: 1,
    })
    expect(args).toContain('-noaccurate_seek')
    expect(valueAfter(args, '-ss')).toBe('12.346')
    expect(args.indexOf('-ss')).toBeLessThan(args.indexOf('-i'))
  })
})

describe('parseShowinfoLine', () => {
  const cases: [string, ReturnType<typeof parseShowinfoLine>][] = [
    [
      '[Parsed_showinfo_1 @ 0x5] n:   3 pts:  3003 pts_time:0.1001  pos: 1 fmt:yuv420p sar:1/1 s:1920x1080 i:P iskey:0',
      { n: 3, pts: 0.1001, width: 1920, height: 1080 },
    ],
    ['[Parsed_showinfo_1 @ 0x5] color_range:tv color_space:bt709', null],
    ['frame=  175 fps= 99 q=-0.0 size=N/A', null],
  ]
  it.each(cases)('%s', (line, expected) => expect(parseShowinfoLine(line)).toEqual(expected))
})
