import type { VerdictHook } from '../modules/submissions/submissions.repository.ts'

/**
 * Work that must happen in the same transaction as a verdict (rankings, notifications). This list
 * is used by every process that runs validation jobs (the API in embedded mode, `apps/validator`
 * workers with PostgreSQL): add a hook here, one line each.
 */
export const verdictHooks: VerdictHook[] = []
