import { describe, expect, it } from 'vitest'
import { JobName, type JobContext } from '../../jobs/job-names.ts'
import { createEmbeddedQueue } from './embedded-queue.ts'
import { JobTimeLimitError } from './queue.ts'

const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
const policy = { retryLimit: 2, retryDelaySeconds: 0.05, timeLimitSeconds: 5, expireInSeconds: 5 }
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('embedded queue', () => {
  it('runs at most `concurrency` jobs at once and all of them in order', async () => {
    const queue = createEmbeddedQueue({ policy, log })
    let running = 0
    let peak = 0
    const seen: string[] = []
    await queue.work(
      {
        [JobName.ValidateSubmission]: async ({ submissionId }) => {
          running += 1
          peak = Math.max(peak, running)
          seen.push(submissionId)
          await tick(20)
          running -= 1
          return 'success'
        },
      },
      { concurrency: 2 },
    )
    for (let i = 0; i < 6; i++)
      await queue.enqueue(JobName.ValidateSubmission, { submissionId: `s${i}` })
    while (seen.length < 6 || running > 0) await tick(10)
    expect(peak).toBe(2)
    expect(seen).toEqual(['s0', 's1', 's2', 's3', 's4', 's5'])
    await queue.stop()
  })

  it('retries a throwing job with doubling delays up to the retry limit', async () => {
    const queue = createEmbeddedQueue({ policy, log })
    const calls: { attempt: number; at: number }[] = []
    await queue.work(
      {
        [JobName.ValidateSubmission]: async (_payload, context: JobContext) => {
          calls.push({ attempt: context.attempt, at: Date.now() })
          expect(context.maxAttempts).toBe(3)
          throw new Error('transient')
        },
      },
      { concurrency: 1 },
    )
    await queue.enqueue(JobName.ValidateSubmission, { submissionId: 'x' })
    await tick(600)
    expect(calls.map((call) => call.attempt)).toEqual([1, 2, 3])
    const [a, b, c] = calls.map((call) => call.at)
    expect(b! - a!).toBeGreaterThanOrEqual(45)
    expect(c! - b!).toBeGreaterThanOrEqual(95)
    await queue.stop()
  })

  it('aborts a job past its time limit with a JobTimeLimitError, and not a finished one', async () => {
    const queue = createEmbeddedQueue({ policy: { ...policy, timeLimitSeconds: 0.1 }, log })
    const reasons: unknown[] = []
    await queue.work(
      {
        [JobName.ValidateSubmission]: async ({ submissionId }, { signal }) => {
          if (submissionId === 'quick') return 'success'
          await new Promise((resolve) => signal.addEventListener('abort', resolve))
          reasons.push(signal.reason)
          return 'failed'
        },
      },
      { concurrency: 2 },
    )
    await queue.enqueue(JobName.ValidateSubmission, { submissionId: 'quick' })
    await queue.enqueue(JobName.ValidateSubmission, { submissionId: 'stuck' })
    while (reasons.length === 0) await tick(10)
    expect(reasons).toEqual([new JobTimeLimitError(0.1)])
    expect((reasons[0] as JobTimeLimitError).seconds).toBe(0.1)
    await queue.stop()
  })

  it('aborts running jobs on stop and refuses new ones', async () => {
    const queue = createEmbeddedQueue({ policy, log })
    let aborted = false
    await queue.work(
      {
        [JobName.ValidateSubmission]: (_payload, { signal }) =>
          new Promise((_resolve, reject) =>
            signal.addEventListener('abort', () => {
              aborted = true
              reject(new Error('aborted'))
            }),
          ),
      },
      { concurrency: 1 },
    )
    await queue.enqueue(JobName.ValidateSubmission, { submissionId: 'y' })
    await tick(10)
    await queue.stop()
    expect(aborted).toBe(true)
    await expect(queue.enqueue(JobName.ValidateSubmission, { submissionId: 'z' })).rejects.toThrow()
  })
})
