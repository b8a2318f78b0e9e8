import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import type { Submission } from '@app/shared'
import en from '@/locales/en.json'
import { SEPARATOR, anomalyList, formatScore, resultLines } from './result-lines'

const i18n = i18next.createInstance()
await i18n.init({ lng: 'en', resources: { en: { translation: en } } })
const t = i18n.t.bind(i18n)

const submission = (over: Partial<Submission['result'] & object> | null): Submission => ({
  id: '00000000-0000-4000-8000-000000000000',
  gameId: 6,
  platformId: 2,
  modeId: 1,
  levelId: 2,
  sourceKind: 'file',
  sourceUrl: null,
  originalFilename: 'run.mp4',
  status: 'approved',
  jobState: 'done',
  verdict: 'valid',
  score: 2190,
  message: null,
  error: null,
  hasProofFrame: true,
  attempts: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  approvedAt: null,
  result:
    over === null
      ? null
      : {
          maxScore: 1234567,
          message: '',
          isValid: true,
          proofFrameIndex: 119,
          anomalyFrames: [],
          videoInfo: { videoCodec: 'h264', audioCodec: 'none', duration: 4, resolution: '640x360' },
          anomalies: [],
          timeline: [],
          verdict: 'valid',
          confidence: 0.9,
          counterBox: null,
          engineVersion: '1',
          ...over,
        },
})

describe('result modal lines', () => {
  it('formats the score the Brazilian way, or a dash', () => {
    expect(formatScore(1234567)).toBe('1.234.567')
    expect(formatScore(null)).toBe('-')
    expect(formatScore(Number.NaN)).toBe('-')
  })

  it('lists ten anomalies then an ellipsis', () => {
    expect(anomalyList([1, 2, 3])).toBe('1, 2, 3')
    expect(anomalyList(Array.from({ length: 12 }, (_, i) => i))).toBe(
      '0, 1, 2, 3, 4, 5, 6, 7, 8, 9, …',
    )
  })

  it('gives the spec lines in order', () => {
    expect(resultLines(t, submission({}))).toEqual([
      SEPARATOR,
      'Score: 1.234.567',
      'Validation completed!',
      'Video codec: h264',
      'Audio codec: none',
      'Duration: 4.00 s',
      'Resolution: 640x360',
      'Proof frame: 119',
      '✅ Valid',
    ])
    const invalid = resultLines(
      t,
      submission({ isValid: false, proofFrameIndex: -1, anomalyFrames: [5, 9], message: 'Jump' }),
    )
    expect(invalid).toContain('Jump')
    expect(invalid).toContain('Anomalies: 5, 9')
    expect(invalid.some((line) => line.startsWith('Proof frame'))).toBe(false)
    expect(invalid.at(-1)).toBe('❌ Invalid')
  })
})
