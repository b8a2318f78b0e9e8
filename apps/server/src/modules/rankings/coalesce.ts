/**
 * Shares one call of `load(key)` among the callers of the same key without ever answering a
 * caller from a call that began before it arrived: a caller that finds a load running waits for
 * it to end and joins the next one (started once, for everyone who queued meanwhile). Under load
 * this turns one database read per request into at most one per read time per key.
 */
export function coalesce<V>(load: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const slots = new Map<string, { running: Promise<V>; next: Promise<V> | null }>()
  const settle = () => undefined

  function start(key: string): Promise<V> {
    const slot = { running: load(key), next: null as Promise<V> | null }
    slots.set(key, slot)
    void slot.running
      .then(settle, settle)
      .then(() => (slots.get(key) === slot ? slots.delete(key) : undefined))
    return slot.running
  }

  return (key) => {
    const slot = slots.get(key)
    if (!slot) return start(key)
    slot.next ??= slot.running.then(settle, settle).then(() => start(key))
    return slot.next
  }
}
