/**
 * A small LRU cache of computed pages with a maximum age. Keys carry the board version, so a
 * changed board is never answered from the cache; the age bound covers what the version does not
 * track (a pilot renaming themselves or changing their avatar).
 */
export function createPageCache<V>(options: {
  maxEntries: number
  maxAgeMs: number
  now?: () => number
}) {
  const now = options.now ?? (() => Date.now())
  const entries = new Map<string, { value: V; at: number }>()
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (now() - entry.at >= options.maxAgeMs) return undefined
      entries.set(key, entry)
      return entry.value
    },
    set(key: string, value: V): void {
      entries.delete(key)
      entries.set(key, { value, at: now() })
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!)
    },
    get size() {
      return entries.size
    },
  }
}
export type PageCache<V> = ReturnType<typeof createPageCache<V>>
