/**
 * Reuses one answer of `load` for `ttlMs` (and shares it between concurrent callers while it is
 * being computed). A failed load is not kept.
 */
export function memoizeFor<T>(ttlMs: number, load: () => Promise<T>, now = () => Date.now()) {
  let cached: { value: Promise<T>; at: number } | null = null
  return (): Promise<T> => {
    if (ttlMs <= 0) return load()
    if (cached && now() - cached.at < ttlMs) return cached.value
    const value = load()
    const entry = { value, at: now() }
    cached = entry
    value.catch(() => {
      if (cached === entry) cached = null
    })
    return value
  }
}
