import type { Log } from '../queue/queue.ts'
import type { YoutubeDownloader } from '../submissions/youtube.repository.ts'
import type { ModerationRepository } from './moderation.repository.ts'

/** Ranked YouTube runs checked per sweep. */
const SWEEP_BATCH = 50

/**
 * Checks with yt-dlp whether the YouTube videos of ranked runs still exist, caching the answer on
 * the run (`source_checked_at`, `source_gone_at`). A gone video keeps its run's rank: the report
 * says so and shows the kept evidence instead.
 */
export function createSourceChecks(deps: {
  repo: ModerationRepository
  youtube: YoutubeDownloader
  /** A cached answer older than this is checked again. */
  maxAgeMs: number
  log: Log
}) {
  const running = new Map<string, Promise<void>>()

  async function check(run: { id: string; sourceUrl: string | null; sourceGoneAt?: Date | null }) {
    if (!run.sourceUrl) return
    const found = await deps.youtube.exists(run.sourceUrl).catch(() => 'unknown' as const)
    if (found === 'unknown') {
      deps.log.warn({ submissionId: run.id }, 'YouTube source check inconclusive')
      return
    }
    await deps.repo.saveSourceCheck(run.id, found === 'gone', new Date(), run.sourceGoneAt ?? null)
  }

  return {
    /** Checks one run now (one check at a time per run). */
    checkRun(run: { id: string; sourceUrl: string | null; sourceGoneAt?: Date | null }) {
      const pending = running.get(run.id)
      if (pending) return pending
      const done = check(run).finally(() => running.delete(run.id))
      running.set(run.id, done)
      return done
    },

    /** A cached answer is stale (never checked, or older than the maximum age). */
    isStale(checkedAt: Date | null, now = new Date()) {
      return !checkedAt || now.getTime() - checkedAt.getTime() > deps.maxAgeMs
    },

    /** Checks the ranked YouTube runs with the oldest answers; returns how many were checked. */
    async sweep(now = new Date()): Promise<number> {
      const runs = await deps.repo.youtubeRunsToCheck(
        new Date(now.getTime() - deps.maxAgeMs),
        SWEEP_BATCH,
      )
      for (const run of runs) await this.checkRun(run)
      return runs.length
    },
  }
}
export type SourceChecks = ReturnType<typeof createSourceChecks>
