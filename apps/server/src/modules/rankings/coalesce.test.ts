import { describe, expect, it } from 'vitest'
import { coalesce } from './coalesce.ts'

/** A load whose calls stay open until released, recording which keys were loaded. */
function gatedLoad() {
  const calls: { key: string; release: (value: number) => void }[] = []
  const load = (key: string) =>
    new Promise<number>((resolve) => calls.push({ key, release: resolve }))
  return { calls, load }
}

describe('coalesce', () => {
  it('makes callers that arrive during a load share the next load, not the running one', async () => {
    const { calls, load } = gatedLoad()
    const get = coalesce(load)
    const first = get('a')
    const second = get('a')
    const third = get('a')
    expect(calls).toHaveLength(1)
    calls[0]!.release(1)
    expect(await first).toBe(1)
    await Promise.resolve()
    await Promise.resolve()
    expect(calls).toHaveLength(2)
    calls[1]!.release(2)
    expect(await Promise.all([second, third])).toEqual([2, 2])
  })

  it('keeps keys apart and starts afresh once a key is idle', async () => {
    const { calls, load } = gatedLoad()
    const get = coalesce(load)
    const a = get('a')
    const b = get('b')
    expect(calls.map((call) => call.key)).toEqual(['a', 'b'])
    calls[0]!.release(1)
    calls[1]!.release(2)
    expect([await a, await b]).toEqual([1, 2])
    await Promise.resolve()
    const again = get('a')
    expect(calls).toHaveLength(3)
    calls[2]!.release(3)
    expect(await again).toBe(3)
  })

  it('lets a failed load fail its callers only; the queued ones get a new load', async () => {
    let attempt = 0
    const get = coalesce(async () => {
      attempt += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      if (attempt === 1) throw new Error('db down')
      return attempt
    })
    const failing = get('a')
    const queued = get('a')
    await expect(failing).rejects.toThrow('db down')
    expect(await queued).toBe(2)
  })
})
