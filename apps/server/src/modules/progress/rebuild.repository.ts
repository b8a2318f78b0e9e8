import { sql } from 'drizzle-orm'
import {
  MISSIONS,
  PARTICIPATION_X_POINTS,
  SCORED_PLACES,
  XP_PER_APPROVED_RUN,
  xPointsForPlacement,
  xpForLevel,
} from '@app/shared'
import type { Database } from '../../db/client.ts'

/** Levels the set-based rebuild can assign (level 1000 needs about 250 million XP). */
const MAX_LEVEL = 1000

/** Rules passed to SQL as data, so the rules themselves live only in @app/shared. */
function ruleParams() {
  return {
    placementPoints: Array.from({ length: SCORED_PLACES }, (_, index) =>
      xPointsForPlacement(index + 1),
    ),
    levelStarts: Array.from({ length: MAX_LEVEL }, (_, index) => xpForLevel(index + 1)),
    missions: JSON.stringify(MISSIONS),
  }
}

const approvedAt = sql.raw('coalesce(s.approved_at, s.finished_at, s.created_at)')

/**
 * Rebuilds every maintained table (best scores, placements, X-points, board counts, missions,
 * XP and levels) from the approved submissions in a few set-based statements: the same result as
 * running recomputeForSubmission for every run, without the notifications. For repairs and for
 * loading large data sets (the API benchmark). Runs in the caller's transaction.
 */
export async function rebuildRankingsAndProgress(tx: Database): Promise<void> {
  const rules = ruleParams()
  await tx.execute(
    sql`truncate ranking_entries, ranking_boards, mission_completions, pilot_mode_points, pilot_stats`,
  )
  await tx.execute(sql`
    insert into ranking_entries (user_id, game_id, mode_id, submission_id, score, approved_at, placement, x_points)
    select user_id, game_id, mode_id, id, score, approved_at,
      case when rn <= ${SCORED_PLACES} then rn end,
      coalesce((${sql.param(rules.placementPoints)}::int[])[rn], ${PARTICIPATION_X_POINTS})
    from (
      select best.*, row_number() over (
        partition by game_id, mode_id order by score desc, approved_at asc, user_id asc) as rn
      from (
        select distinct on (s.user_id, s.game_id, s.mode_id)
          s.user_id, s.game_id, s.mode_id, s.id, s.score, ${approvedAt} as approved_at
        from submissions s
        where s.status = 'approved' and s.score is not null
        order by s.user_id, s.game_id, s.mode_id, s.score desc, ${approvedAt} asc
      ) best
    ) ranked`)
  await tx.execute(sql`
    insert into ranking_boards (game_id, mode_id, pilots, approved_runs)
    select s.game_id, s.mode_id,
      (select count(*) from ranking_entries e where e.game_id = s.game_id and e.mode_id = s.mode_id),
      count(*)
    from submissions s where s.status = 'approved' group by s.game_id, s.mode_id`)
  await tx.execute(sql`
    insert into mission_completions (user_id, mission_id, submission_id)
    select distinct on (s.user_id, m.id) s.user_id, m.id, s.id
    from jsonb_to_recordset(${rules.missions}::jsonb)
      as m(id int, "gameId" int, "modeId" int, "minLevelId" int, "minScore" bigint)
    join submissions s on s.game_id = m."gameId"
      and (m."modeId" is null or s.mode_id = m."modeId")
      and s.level_id >= m."minLevelId" and s.score >= m."minScore"
    where s.status = 'approved'
    order by s.user_id, m.id, s.score desc`)
  await tx.execute(sql`
    insert into pilot_stats (user_id, xp, level, x_points, approved_runs)
    select user_id, xp,
      (select count(*) from unnest(${sql.param(rules.levelStarts)}::int[]) as start where start <= xp),
      x_points, runs
    from (
      select r.user_id, r.runs,
        r.runs * ${XP_PER_APPROVED_RUN} + coalesce(mx.exp, 0) as xp,
        coalesce(ex.x_points, 0) as x_points
      from (select user_id, count(*)::int as runs from submissions
            where status = 'approved' group by user_id) r
      left join (select user_id, sum(x_points)::int as x_points from ranking_entries
                 group by user_id) ex on ex.user_id = r.user_id
      left join (select mc.user_id, sum(m.exp)::int as exp from mission_completions mc
                 join jsonb_to_recordset(${rules.missions}::jsonb) as m(id int, exp int)
                   on m.id = mc.mission_id
                 group by mc.user_id) mx on mx.user_id = r.user_id
    ) totals`)
  await tx.execute(sql`
    insert into pilot_mode_points (user_id, mode_id, x_points)
    select p.user_id, m.mode_id, coalesce(sum(e.x_points), 0)::int
    from pilot_stats p cross join (values (1), (2), (3)) as m(mode_id)
    left join ranking_entries e on e.user_id = p.user_id and e.mode_id = m.mode_id
    group by p.user_id, m.mode_id`)
}
