import { describe, expect, it } from 'vitest'
import { memoizeFor } from './memo.ts'

describe('memoizeFor', () => {
  it('reuses an answer for the TTL, shares it between concurrent callers, then reloads', async () => {
    let clock = 0
    let loads = 0
    const get = memoizeFor(
      2000,
      async () => (loads += 1),
      () => clock,
    )
    expect(await Promise.all([get(), get()])).toEqual([1, 1])
    clock = 1999
    expect(await get()).toBe(1)
    clock = 2000
    // Past the TTL: the old answer while one reload runs, then the new one.
    expect(await Promise.all([get(), get()])).toEqual([1, 1])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(loads).toBe(2)
    expect(await get()).toBe(2)
    // Past twice the TTL the old answer is too old to serve: callers wait for the reload.
    clock = 6000
    expect(await get()).toBe(3)
  })

  it('does not keep failures, and a TTL of 0 never caches', async () => {
    let calls = 0
    const failing = memoizeFor(2000, async () => {
      calls += 1
      if (calls === 1) throw new Error('db down')
      return calls
    })
    await expect(failing()).rejects.toThrow('db down')
    expect(await failing()).toBe(2)
    let loads = 0
    const uncached = memoizeFor(0, async () => (loads += 1))
    expect([await uncached(), await uncached()]).toEqual([1, 2])
  })
})
