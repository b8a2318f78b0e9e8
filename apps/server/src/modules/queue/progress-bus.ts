import { EventEmitter } from 'node:events'
import pg from 'pg'
import { SubmissionEventSchema, type SubmissionEvent } from '@app/shared'
import type { SqlExecutor } from '../../db/sql-executor.ts'
import type { Log } from './queue.ts'

export type ProgressListener = (event: SubmissionEvent) => void

/** Carries a submission's progress events from the worker that runs it to the API's SSE streams. */
export interface ProgressBus {
  /**
   * Sends an event. Within `transaction` (PostgreSQL only) it goes out when that transaction
   * commits, and not at all if it rolls back, on the transaction's own connection.
   */
  publish(submissionId: string, event: SubmissionEvent, transaction?: SqlExecutor): Promise<void>
  /**
   * Follows one submission. `onGap` is called when events may have been missed (the bus lost its
   * connection and got it back): the follower reads the submission's state again.
   */
  subscribe(
    submissionId: string,
    listener: ProgressListener,
    onGap?: () => void,
  ): Promise<() => void>
  close(): Promise<void>
}

/** The followers of this process: events by submission id, and gap callbacks. */
function localEmitter() {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  const gaps = new Set<() => void>()
  return {
    emit: (id: string, event: SubmissionEvent) => emitter.emit(id, event),
    on(id: string, listener: ProgressListener, onGap?: () => void) {
      emitter.on(id, listener)
      if (onGap) gaps.add(onGap)
      return () => {
        emitter.off(id, listener)
        if (onGap) gaps.delete(onGap)
      }
    },
    followed: () => emitter.eventNames().length > 0,
    gap: () => gaps.forEach((onGap) => onGap()),
  }
}

/** Embedded mode: the worker runs in the API process, an EventEmitter is enough. */
export function createMemoryProgressBus(): ProgressBus {
  const local = localEmitter()
  return {
    async publish(id, event, transaction) {
      if (transaction) throw new Error('the in-memory bus takes no part in transactions')
      local.emit(id, event)
    },
    async subscribe(id, listener, onGap) {
      return local.on(id, listener, onGap)
    },
    async close() {},
  }
}

export const PROGRESS_CHANNEL = 'submission_progress'

/**
 * PostgreSQL mode: workers are other processes, so events travel by NOTIFY on one channel; each API
 * process keeps one LISTEN connection (opened on the first subscriber) and fans events out locally.
 * A lost connection (a database restart) is opened again with backoff while anyone follows, and
 * the followers are told of the gap.
 */
export function createPgProgressBus(options: { pool: pg.Pool; log: Log }): ProgressBus {
  const local = localEmitter()
  let listener: Promise<pg.Client> | null = null
  let closed = false
  let retry: NodeJS.Timeout | null = null

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
    let lost = false
    const onLost = (err?: Error) => {
      if (lost || closed) return
      lost = true
      options.log.warn({ err }, 'progress listener lost its connection')
      listener = null
      client.end().catch(() => undefined)
      reconnect(500)
    }
    client.on('error', onLost)
    client.on('end', () => onLost())
    try {
      await client.connect()
      await client.query(`listen ${PROGRESS_CHANNEL}`)
    } catch (err) {
      lost = true
      await client.end().catch(() => undefined)
      throw err
    }
    return client
  }

  function reconnect(delayMs: number) {
    if (closed || retry || !local.followed()) return
    retry = setTimeout(() => {
      retry = null
      if (closed || listener || !local.followed()) return
      listener = connect()
      listener.then(
        () => local.gap(),
        () => {
          listener = null
          reconnect(Math.min(delayMs * 2, 10_000))
        },
      )
    }, delayMs)
    retry.unref()
  }

  return {
    async publish(id, event, transaction) {
      const values = [PROGRESS_CHANNEL, JSON.stringify({ id, event })]
      const notify = 'select pg_notify($1, $2)'
      await (transaction
        ? transaction.executeSql(notify, values)
        : options.pool.query(notify, values))
    },
    async subscribe(id, handler, onGap) {
      listener ??= connect().catch((err: unknown) => {
        listener = null
        throw err
      })
      await listener
      return local.on(id, handler, onGap)
    },
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      const client = await listener?.catch(() => null)
      listener = null
      await client?.end()
    },
  }
}
