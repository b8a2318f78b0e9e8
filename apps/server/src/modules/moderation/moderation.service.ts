import {
  defaultPilotName,
  isLanguage,
  ModerationMessages as M,
  type AppealOutcome,
  type FramesAround,
  type KeyFrame,
  type ModerationDecisionBody,
  type ModerationQueue,
  type PageQuery,
  type PilotRunList,
  type RunReport,
  type RunState,
  type RunStatus,
} from '@app/shared'
import type { Database } from '../../db/client.ts'
import { decisionHooks } from '../../jobs/verdict-hooks.ts'
import { conflict, forbidden, notFound, badRequest } from '../../lib/errors.ts'
import { createNotificationsRepository } from '../notifications/notifications.repository.ts'
import { runLabel } from '../notifications/notifications.service.ts'
import { avatarUrl } from '../players/pilot-card.ts'
import type { Transaction } from '../submissions/submissions.repository.ts'
import type { KeptFrame, SubmissionRow } from '../submissions/submissions.schema.ts'
import { DECISION_TEXTS, fillText, type DecisionNoticeKind } from './decision-texts.ts'
import { COUNTER_CROP, evidenceFile } from './evidence.ts'
import type { ModerationRepository, RunWithPilot } from './moderation.repository.ts'
import type { SourceChecks } from './source-check.ts'

/** Highest frame rate assumed for a video whose rate was not measured. */
const MAX_FPS = 240

const frameUrl = (id: string, name: string) => `/api/runs/${id}/frames/${name}`
const fmt = (n: number) => n.toLocaleString('en-US')

/** A run has a report once its validation ended (with a verdict or a failure). */
const isValidated = (row: SubmissionRow) => row.jobState === 'done' || row.jobState === 'failed'

/** The status a report shows (see the module README). */
export function runStatusOf(
  row: Pick<SubmissionRow, 'status' | 'queuedAt' | 'moderatedAt'>,
): RunStatus {
  if (row.queuedAt || row.status === 'under_review') return 'under_review'
  if (row.status === 'rejected') return 'rejected'
  return row.moderatedAt ? 'verified_moderator' : 'verified_auto'
}

/** What the run was played on. */
const codesOf = (row: SubmissionRow) => ({
  gameId: row.gameId,
  modeId: row.modeId,
  platformId: row.platformId,
  levelId: row.levelId,
})

const stateOf = (row: SubmissionRow): RunState => ({ status: runStatusOf(row), score: row.score })

function pilotOf(row: RunWithPilot) {
  return {
    id: row.userId,
    name: row.pilotNickname ?? defaultPilotName(row.userId),
    avatar: avatarUrl({ avatarPath: row.pilotAvatarPath, photoUrl: row.pilotPhotoUrl }),
    country: row.pilotCountry,
  }
}

/** The kept key frames (the counter crop is separate), in frame order, one per file. */
function keyFramesOf(row: SubmissionRow): KeyFrame[] {
  const seen = new Set<string>()
  const frames: KeptFrame[] = []
  for (const frame of row.evidence?.frames ?? []) {
    if (frame.name === COUNTER_CROP || seen.has(frame.name)) continue
    seen.add(frame.name)
    frames.push(frame)
  }
  return frames
    .sort((a, b) => a.frame - b.frame)
    .map((frame) => ({ ...frame, url: frameUrl(row.id, frame.name) }))
}

function frameSizeOf(resolution: string | undefined) {
  const match = /^(\d+)x(\d+)$/.exec(resolution ?? '')
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null
}

const NOTICE: Record<ModerationDecisionBody['action'], [DecisionNoticeKind, DecisionNoticeKind]> = {
  approve: ['approve', 'appealApprove'],
  reject: ['reject', 'appealReject'],
  correct: ['correct', 'appealCorrect'],
}
const OUTCOME: Record<ModerationDecisionBody['action'], AppealOutcome> = {
  approve: 'approved',
  reject: 'rejected',
  correct: 'corrected',
}

/** Verification reports, the moderation queue, decisions, appeals and pilots' run lists. */
export function createModerationService(deps: {
  db: Database
  repo: ModerationRepository
  sources: SourceChecks
  dataDir: string
}) {
  const { db, repo } = deps

  async function validatedRun(id: string): Promise<RunWithPilot> {
    const row = await repo.findRun(id)
    if (!row) throw notFound(M.runNotFound)
    if (!isValidated(row)) throw notFound(M.notValidated)
    return row
  }

  async function lockValidated(tx: Transaction, id: string): Promise<SubmissionRow> {
    const row = await repo.lockRun(tx, id)
    if (!row) throw notFound(M.runNotFound)
    if (!isValidated(row)) throw notFound(M.notValidated)
    return row
  }

  async function buildReport(row: RunWithPilot, viewerId: string | null): Promise<RunReport> {
    const [decisions, appeal] = await Promise.all([repo.decisions(row.id), repo.appeal(row.id)])
    const result = row.result
    const keyFrames = keyFramesOf(row)
    const kept = (kind: KeptFrame['kind'], frame: number) =>
      row.evidence?.frames.find((item) => item.kind === kind && item.frame === frame)
    const proof = result && result.proofFrameIndex >= 0 ? result.proofFrameIndex : null
    const proofFrame = proof === null ? undefined : kept('proof', proof)
    const counter = row.evidence?.frames.find((item) => item.kind === 'counter')
    const isOwner = viewerId === row.userId
    const youtube = row.sourceKind === 'youtube'
    return {
      id: row.id,
      pilot: pilotOf(row),
      ...codesOf(row),
      score: row.score,
      readScore: result?.maxScore ?? null,
      status: runStatusOf(row),
      provisional: row.provisional,
      reviewReason: row.reviewReason,
      reason: row.message ?? row.error ?? '',
      verdict: row.verdict,
      engineVersion: result?.engineVersion ?? null,
      confidence: result?.confidence ?? null,
      videoInfo: result?.videoInfo ?? null,
      fps: row.evidence?.fps ?? null,
      timeline: result?.timeline ?? [],
      anomalies: (result?.anomalies ?? []).map((anomaly) => {
        const frame = kept('anomaly', anomaly.frame)
        return { ...anomaly, frameUrl: frame ? frameUrl(row.id, frame.name) : null }
      }),
      proofFrame: proof,
      proofFrameUrl: proofFrame ? frameUrl(row.id, proofFrame.name) : null,
      counterCropUrl: counter ? frameUrl(row.id, counter.name) : null,
      counterBox: result?.counterBox ?? null,
      frameSize: frameSizeOf(result?.videoInfo.resolution),
      keyFrames,
      source: {
        kind: row.sourceKind,
        youtubeUrl: youtube ? row.sourceUrl : null,
        fileUrl: !youtube && row.filePath ? `/api/runs/${row.id}/video` : null,
        sourceGone: youtube ? row.sourceGoneAt !== null : row.filePath === null,
        checkedAt: row.sourceCheckedAt?.toISOString() ?? null,
      },
      sha256: row.videoSha256,
      submittedAt: row.createdAt.toISOString(),
      validatedAt: row.finishedAt?.toISOString() ?? null,
      decisions: decisions.map(({ decision, moderatorNickname }) => ({
        id: decision.id,
        who: {
          id: decision.moderatorId,
          name: moderatorNickname ?? defaultPilotName(decision.moderatorId),
        },
        when: decision.createdAt.toISOString(),
        action: decision.action,
        before: decision.before,
        after: decision.after,
        reason: decision.reason,
        frame: decision.frame,
      })),
      appeal: appeal
        ? {
            message: appeal.message,
            createdAt: appeal.createdAt.toISOString(),
            outcome: appeal.outcome,
          }
        : null,
      isOwner,
      canAppeal: isOwner && row.status === 'rejected' && row.queuedAt === null && appeal === null,
    }
  }

  /** The pilot's notification of a decision, in their language. */
  async function notify(
    tx: Transaction,
    row: SubmissionRow,
    body: ModerationDecisionBody,
    appealed: boolean,
  ) {
    const facts = await repo.userFacts(row.userId, tx)
    const language = isLanguage(facts?.language) ? facts.language : 'en'
    const kind = NOTICE[body.action][appealed ? 1 : 0]
    const text = DECISION_TEXTS[language][kind]
    const values = {
      run: runLabel(row.gameId, row.modeId),
      score: fmt(row.score ?? 0),
      reason: 'reason' in body && body.reason ? body.reason : '',
    }
    await createNotificationsRepository(tx).insert([
      {
        userId: row.userId,
        kind: 'moderation',
        title: text.title,
        message: fillText(text.message, values),
        data: {
          submissionId: row.id,
          action: body.action,
          appeal: appealed,
          status: runStatusOf(row),
          gameId: row.gameId,
          modeId: row.modeId,
          score: row.score,
          reason: values.reason || null,
        },
      },
    ])
  }

  /** The new values of a run after a decision, and the message its report shows. */
  function decisionValues(row: SubmissionRow, body: ModerationDecisionBody, now: Date) {
    const common = {
      provisional: false,
      reviewReason: null,
      queuedAt: null,
      moderatedAt: now,
    }
    if (body.action === 'reject') {
      return {
        ...common,
        status: 'rejected' as const,
        approvedAt: null,
        message: `Rejected by a moderator: ${body.reason}`,
      }
    }
    if (body.action === 'approve') {
      if (row.score === null) throw conflict(M.approveNeedsScore)
      return {
        ...common,
        status: 'approved' as const,
        approvedAt: row.approvedAt ?? now,
        message: `Score of ${fmt(row.score)} verified by a moderator.`,
      }
    }
    // Without a measured frame rate, the fastest video a capture can have bounds the frame count.
    const fps = row.evidence?.fps ?? MAX_FPS
    const duration = row.result?.videoInfo.duration
    if (duration !== undefined && body.frame > Math.ceil(duration * fps)) {
      throw badRequest(M.frameOutOfVideo, { frame: M.frameOutOfVideo })
    }
    const why = body.reason ? `: ${body.reason}` : '.'
    return {
      ...common,
      status: 'approved' as const,
      score: body.score,
      approvedAt: row.approvedAt ?? now,
      message: `Score corrected by a moderator to ${fmt(body.score)} (shown at frame ${body.frame})${why}`,
    }
  }

  return {
    async report(id: string, viewerId: string | null): Promise<RunReport> {
      const row = await validatedRun(id)
      if (row.sourceKind === 'youtube' && deps.sources.isStale(row.sourceCheckedAt)) {
        // Answered from the cache; a stale answer is refreshed in the background.
        void deps.sources.checkRun(row)
      }
      return buildReport(row, viewerId)
    },

    /** The stored file of a kept frame, or 404. */
    async frameFile(id: string, name: string): Promise<string> {
      const row = await validatedRun(id)
      const file = evidenceFile(deps.dataDir, row.id, row.evidence, name)
      if (!file) throw notFound(M.frameNotFound)
      return file
    },

    async videoFile(id: string): Promise<string> {
      const row = await validatedRun(id)
      if (row.sourceKind !== 'file' || !row.filePath) throw notFound(M.videoNotKept)
      return row.filePath
    },

    async appeal(userId: string, id: string, message: string): Promise<RunReport> {
      await db.transaction(async (tx) => {
        const row = await lockValidated(tx, id)
        if (row.userId !== userId) throw forbidden(M.appealNotOwner)
        if (await repo.appeal(id, tx)) throw conflict(M.appealTwice)
        if (row.status !== 'rejected') throw conflict(M.appealNotRejected)
        if (!(await repo.insertAppeal(tx, id, message))) throw conflict(M.appealTwice)
        await repo.updateRun(tx, id, {
          reviewReason: 'appeal',
          queuedAt: new Date(),
          provisional: false,
        })
      })
      return buildReport(await validatedRun(id), userId)
    },

    async queue(query: PageQuery): Promise<ModerationQueue> {
      const { rows, total } = await repo.queue(query.page, query.pageSize)
      return {
        items: rows.map((row) => {
          const proof = row.evidence?.frames.find((frame) => frame.kind === 'proof')
          return {
            id: row.id,
            pilot: pilotOf(row),
            ...codesOf(row),
            score: row.score,
            status: runStatusOf(row),
            provisional: row.provisional,
            reviewReason: row.reviewReason ?? 'uncertain',
            reason: row.message ?? row.error ?? '',
            anomalies: row.result?.anomalies.length ?? 0,
            proofFrameUrl: proof ? frameUrl(row.id, proof.name) : null,
            queuedAt: (row.queuedAt ?? row.createdAt).toISOString(),
            submittedAt: row.createdAt.toISOString(),
            appealMessage: row.appealMessage,
          }
        }),
        page: query.page,
        pageSize: query.pageSize,
        total,
      }
    },

    /** The kept frames nearest `around`: the one at (or nearest) it, and its neighbours. */
    async framesAround(id: string, around: number): Promise<FramesAround> {
      const frames = keyFramesOf(await validatedRun(id))
      if (frames.length === 0) return { around, frames: [] }
      const distance = (frame: KeyFrame) => Math.abs(frame.frame - around)
      const at = frames.reduce((best, frame) => (distance(frame) < distance(best) ? frame : best))
      const index = frames.indexOf(at)
      return { around, frames: frames.slice(Math.max(0, index - 1), index + 2) }
    },

    async decide(
      moderatorId: string,
      id: string,
      body: ModerationDecisionBody,
    ): Promise<RunReport> {
      await db.transaction(async (tx) => {
        const row = await lockValidated(tx, id)
        if (!row.queuedAt) throw conflict(M.notInQueue)
        const appealed = row.reviewReason === 'appeal'
        const updated = await repo.updateRun(tx, id, decisionValues(row, body, new Date()))
        await repo.insertDecision(tx, {
          submissionId: id,
          moderatorId,
          action: body.action,
          before: stateOf(row),
          after: stateOf(updated),
          reason: 'reason' in body && body.reason ? body.reason : null,
          frame: body.action === 'correct' ? body.frame : null,
        })
        if (appealed) await repo.closeAppeal(tx, id, OUTCOME[body.action])
        for (const hook of decisionHooks) await hook(tx, updated)
        await notify(tx, updated, body, appealed)
      })
      return buildReport(await validatedRun(id), moderatorId)
    },

    /** 403 unless the user is a moderator now (the database decides, not an older token). */
    async requireModerator(userId: string): Promise<void> {
      const facts = await repo.userFacts(userId)
      if (facts?.role !== 'moderator') throw forbidden(M.notModerator)
    },

    async pilotRuns(userId: string, query: PageQuery): Promise<PilotRunList> {
      if (!(await repo.userExists(userId))) throw notFound('Pilot not found')
      const { rows, total } = await repo.approvedRuns(userId, query.page, query.pageSize)
      return {
        items: rows.map((row) => ({
          id: row.id,
          ...codesOf(row),
          score: row.score ?? 0,
          status: runStatusOf(row),
          provisional: row.provisional,
          approvedAt: (row.approvedAt ?? row.createdAt).toISOString(),
        })),
        page: query.page,
        pageSize: query.pageSize,
        total,
      }
    },
  }
}
export type ModerationService = ReturnType<typeof createModerationService>
