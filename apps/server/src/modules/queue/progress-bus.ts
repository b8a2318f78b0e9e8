import { EventEmitter } from 'node:events'
import pg from 'pg'
import { SubmissionEventSchema, type SubmissionEvent } from '@app/shared'
import type { Log } from './queue.ts'

export type ProgressListener = (event: SubmissionEvent) => void

/** Carries a submission's progress events from the worker that runs it to the API's SSE streams. */
export interface ProgressBus {
  publish(submissionId: string, event: SubmissionEvent): Promise<void>
  subscribe(submissionId: string, listener: ProgressListener): Promise<() => void>
  close(): Promise<void>
}

function localEmitter() {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    emit: (id: string, event: SubmissionEvent) => emitter.emit(id, event),
    on(id: string, listener: ProgressListener) {
      emitter.on(id, listener)
      return () => void emitter.off(id, listener)
    },
  }
}

/** Embedded mode: the worker runs in the API process, an EventEmitter is enough. */
export function createMemoryProgressBus(): ProgressBus {
  const local = localEmitter()
  return {
    async publish(id, event) {
      local.emit(id, event)
    },
    async subscribe(id, listener) {
      return local.on(id, listener)
    },
    async close() {},
  }
}

export const PROGRESS_CHANNEL = 'submission_progress'

/**
 * PostgreSQL mode: workers are other processes, so events travel by NOTIFY on one channel; each API
 * process keeps one LISTEN connection (opened on the first subscriber) and fans events out locally.
 */
export function createPgProgressBus(options: { pool: pg.Pool; log: Log }): ProgressBus {
  const local = localEmitter()
  let listener: Promise<pg.Client> | null = null

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client(options.pool.options)
    client.on('notification', (message) => {
      try {
        const { id, event } = JSON.parse(message.payload ?? '') as { id: string; event: unknown }
        local.emit(id, SubmissionEventSchema.parse(event))
      } catch (err) {
        options.log.warn({ err }, 'ignored a malformed progress notification')
      }
    })
    client.on('error', (err) => {
      options.log.warn({ err }, 'progress listener lost its connection')
      listener = null
    })
    await client.connect()
    await client.query(`listen ${PROGRESS_CHANNEL}`)
    return client
  }

  return {
    async publish(id, event) {
      await options.pool.query('select pg_notify($1, $2)', [
        PROGRESS_CHANNEL,
        JSON.stringify({ id, event }),
      ])
    },
    async subscribe(id, handler) {
      listener ??= connect().catch((err: unknown) => {
        listener = null
        throw err
      })
      await listener
      return local.on(id, handler)
    },
    async close() {
      const client = await listener?.catch(() => null)
      listener = null
      await client?.end()
    },
  }
}
