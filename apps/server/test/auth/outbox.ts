import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'

/** The .eml files the mailer wrote to DATA_DIR/outbox for one recipient (after pending sends). */
export async function outboxFor(app: FastifyInstance, dataDir: string, to: string) {
  await app.auth.background.drain()
  await app.mailer.drain()
  const dir = path.join(dataDir, 'outbox')
  const names = await readdir(dir).catch(() => [] as string[])
  const mails = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')))
  return mails.filter((mail) => mail.includes(`\nTo: ${to}\n`))
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Wall time of one call, in milliseconds. */
export async function timed(call: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await call()
  return performance.now() - start
}
