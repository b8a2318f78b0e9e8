/**
 * Reuses one answer of `load` for `ttlMs`, shared between concurrent callers while it is being
 * computed. Once the TTL is over the previous answer is still served, for up to another `ttlMs`,
 * while a single reload runs in the background, so callers do not all wait on a reload; after that
 * (or with no answer yet) callers wait for the reload. A failed load is not kept.
 */
export function memoizeFor<T>(ttlMs: number, load: () => Promise<T>, now = () => Date.now()) {
  let last: { value: T; at: number } | null = null
  let pending: Promise<T> | null = null
  function reload(): Promise<T> {
    pending ??= load().then(
      (value) => {
        last = { value, at: now() }
        pending = null
        return value
      },
      (err: unknown) => {
        pending = null
        throw err
      },
    )
    return pending
  }
  return async (): Promise<T> => {
    if (ttlMs <= 0) return load()
    const age = last ? now() - last.at : Infinity
    if (last && age < ttlMs) return last.value
    if (last && age < 2 * ttlMs) {
      reload().catch(() => undefined)
      return last.value
    }
    return reload()
  }
}
