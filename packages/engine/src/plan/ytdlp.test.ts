import { describe, expect, it } from 'vitest'
import { buildYtdlpArgs, OUTPUT_TEMPLATE } from './ytdlp.ts'

const base = { url: 'https://youtu.be/abc', dir: '/tmp/x', maxBytes: 1000 }

describe('buildYtdlpArgs', () => {
  const args = buildYtdlpArgs(base)
  const after = (flag: string): string | undefined => args[args.indexOf(flag) + 1]

  it.each([
    ['--ignore-config', true],
    ['--no-playlist', true],
    ['--compat-options', false],
    ['allow-unsafe-ext', false],
  ])('%s present: %s', (flag, present) => expect(args.includes(flag)).toBe(present))

  it('youtube extractor only, size cap, format, fixed template in the private dir', () => {
    expect(after('--use-extractors')).toBe('youtube')
    expect(after('--max-filesize')).toBe('1000')
    expect(after('-f')).toBe('bv*[height<=1080]+ba/b[height<=1080]')
    expect(after('-o')).toBe(OUTPUT_TEMPLATE)
    expect(after('--paths')).toBe('/tmp/x')
    expect(args.slice(-2)).toEqual(['--', 'https://youtu.be/abc'])
  })

  it('a test may widen the extractors; production never sets them', () => {
    const widened = buildYtdlpArgs({ ...base, extractors: ['generic'] })
    expect(widened[widened.indexOf('--use-extractors') + 1]).toBe('generic')
  })
})
