import type { Log } from '../modules/queue/queue.ts'
import type { SubmissionsRepository } from '../modules/submissions/submissions.repository.ts'
import type { VideoStore } from '../modules/submissions/video-store.repository.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes the uploaded videos of finished submissions older than the retention; the result and
 * the proof frame stay. Safe to run from several workers at once.
 */
export function createVideoCleanup(deps: {
  repo: SubmissionsRepository
  videos: VideoStore
  retentionDays: number
  log: Log
}) {
  return async (now = new Date()): Promise<number> => {
    const rows = await deps.repo.listExpiredVideos(
      new Date(now.getTime() - deps.retentionDays * DAY_MS),
    )
    for (const row of rows) {
      if (row.filePath) await deps.videos.removeFile(row.filePath)
      await deps.repo.clearFilePath(row.id)
    }
    if (rows.length > 0) deps.log.info({ removed: rows.length }, 'expired videos removed')
    return rows.length
  }
}
