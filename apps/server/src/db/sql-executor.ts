import { sql, type SQL } from 'drizzle-orm'
import type { Transaction } from './client.ts'

/** A connection that runs SQL with numbered placeholders: pg-boss's `db` option. */
export interface SqlExecutor {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>
}

/**
 * Runs other libraries' SQL (`$1`, `$2`… placeholders) on an open drizzle transaction, so that
 * their writes commit or roll back with ours. Each placeholder becomes a drizzle parameter.
 */
export function transactionExecutor(tx: Transaction): SqlExecutor {
  return {
    async executeSql(text, values) {
      const chunks: SQL[] = []
      let from = 0
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(
          sql.raw(text.slice(from, match.index)),
          sql`${sql.param(values[Number(match[1]) - 1])}`,
        )
        from = match.index + match[0].length
      }
      chunks.push(sql.raw(text.slice(from)))
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] }
      return { rows: result.rows }
    },
  }
}
