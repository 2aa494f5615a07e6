import type { JobKind, Workplace } from '@startupsetu/server-core/contract/job-fields';
import type { Database } from '@startupsetu/server-core/db/database';
import { containsText, MIN_INDEXED_LENGTH } from '@startupsetu/server-core/db/like-pattern';
import { JOB_SEARCH_TABLE } from '@startupsetu/server-core/db/migrations/0022-jobs';
import { FEW_MATCHES, searchPage, WINDOW } from '@startupsetu/server-core/db/text-search';
import type { PageQuery } from '@startupsetu/server-core/http/pagination';
import { PostgresAdapter, sql, type Expression, type SqlBool } from 'kysely';
import { cityKey } from '../startups/startups-repository';
import { jobVisibleTo } from './job-access';
import { bandsFrom } from './job-pay-bands';
import { openFrom, selectJobs, skillKey, type JobWithStartup } from './jobs-repository';

// The job board (GET /api/jobs) and a startup's own list. The board walks one of migration 0022's
// indexes by list_key, newest published first, from the cursor down to the first job closed at
// `now`. City, workplace and kind are the columns before list_key of one index; a search (?q=)
// walks while matches are common and starts from the text index when they are few, as the
// startups directory does. Skills (ANY of them) and a minimum CTC are walks of their own, one per
// skill or per CTC step (job-pay-bands.ts), each a page long at most, merged: O(page × walks).

export interface JobBoardQuery extends PageQuery {
  q?: string;
  skills?: string[];
  city?: string;
  workplace?: Workplace;
  kind?: JobKind;
  minCtc?: number;
  /** Leaves out the jobs of the startups this user is an active member of (jobs for you). */
  notMemberId?: string;
}

export interface JobPage {
  rows: JobWithStartup[];
  nextCursor: string | null;
}

type Condition = Expression<SqlBool>;

/**
 * The filters that are not the walk's own, as conditions on `jobs as j`. On a skill's or a CTC
 * step's walk they are checked on the rows it reads (`|| ''` keeps a planner from starting at the
 * city's index instead, which would read every job of the city when the skill or step has none).
 */
function filtersOf(query: JobBoardQuery, { checkedOnly = false } = {}): Condition[] {
  const conditions: Condition[] = [];
  const column = (name: string) => (checkedOnly ? sql`(${sql.ref(name)} || '')` : sql.ref(name));
  if (query.city?.trim()) conditions.push(sql<SqlBool>`${column('j.city_key')} = ${cityKey(query.city)}`);
  if (query.workplace) conditions.push(sql<SqlBool>`${column('j.workplace')} = ${query.workplace}`);
  if (query.kind) conditions.push(sql<SqlBool>`${column('j.kind')} = ${query.kind}`);
  // Rechecked on every walk: a CTC step also holds jobs paying a little less than minCtc.
  if (query.minCtc !== undefined) conditions.push(sql<SqlBool>`coalesce(j.ctc_max, j.ctc_min) >= ${query.minCtc}`);
  if (query.notMemberId !== undefined) {
    conditions.push(
      sql<SqlBool>`NOT EXISTS (SELECT 1 FROM startup_members m WHERE m.startup_id = j.startup_id AND m.user_id = ${query.notMemberId} AND m.status = 'active')`,
    );
  }
  return conditions;
}

/**
 * Open at `now`, after `after` in list order and up to `until`, on the list_key of `column` (j's or
 * a skill row's). One lower bound, the higher: with two, a planner may bound its walk by the one
 * that reads every open job.
 */
function rangeOf(column: 'j.list_key' | 'k.list_key', now: Date, after: string | undefined, until?: string): Condition[] {
  const ref = sql.ref(column);
  const open = openFrom(now);
  const range = [sql<SqlBool>`${ref} >= ${until !== undefined && until > open ? until : open}`];
  if (after) range.push(sql<SqlBool>`${ref} < ${after}`);
  return range;
}

const all = (conditions: Condition[]) => sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;

/** One page of open jobs, newest published or renewed first, as `viewerId` may see them. */
export async function listOpenJobs(db: Database, query: JobBoardQuery, viewerId: string | undefined, now: Date): Promise<JobPage> {
  const q = query.q?.trim() || undefined;
  const skills = [...new Set((query.skills ?? []).map(skillKey).filter(Boolean))];
  if (skills.length > 0 || query.minCtc !== undefined) return mergedWalks(db, { ...query, q, skills }, viewerId, now);
  const { limit, cursor } = query;
  const filters = filtersOf(query);
  const { rows, resumeAfter } = await searchPage<JobWithStartup, string>(db, {
    matches: [],
    ...(q ? { fewMatchingIds: () => fewMatchingJobs(db, q) } : {}),
    limit,
    windowEnd: async (after) => {
      const row = await db
        .selectFrom('jobs as j')
        .select('j.list_key')
        .where(all([...rangeOf('j.list_key', now, after ?? cursor), ...filters]))
        .orderBy('j.list_key', 'desc')
        .limit(1)
        .offset(WINDOW - 1)
        .executeTakeFirst();
      return row?.list_key ?? undefined;
    },
    page: ({ after, until, onlyIds }) => {
      let select = selectJobs(db).where(all([...rangeOf('j.list_key', now, after ?? cursor, until), ...filters])).where(jobVisibleTo(viewerId));
      if (q) select = select.where(containsText('j.search_text', q));
      if (onlyIds) select = select.where('j.id', 'in', onlyIds);
      return select.orderBy('j.list_key', 'desc').limit(limit + 1).execute();
    },
  });
  return pageOf(rows, limit, resumeAfter);
}

// A walk per skill asked for (a job needing ANY of them), else per CTC step from minCtc's up; each
// reads at most a page after the cursor, so the newest page of them all is among what they read.
async function mergedWalks(db: Database, query: JobBoardQuery & { skills: string[] }, viewerId: string | undefined, now: Date): Promise<JobPage> {
  const { limit, cursor, q, skills } = query;
  const filters = [...filtersOf(query, { checkedOnly: true }), jobVisibleTo(viewerId)];
  if (q) filters.push(containsText('j.search_text', q));
  const walks =
    skills.length > 0
      ? skills.map((skill) =>
          selectJobs(db)
            .innerJoin('job_skills as k', 'k.job_id', 'j.id')
            .where('k.skill_key', '=', skill)
            .where(all([...rangeOf('k.list_key', now, cursor), ...filters]))
            .orderBy('k.list_key', 'desc'),
        )
      : bandsFrom(query.minCtc!).map((band) =>
          selectJobs(db)
            .where('j.ctc_band', '=', band)
            .where(all([...rangeOf('j.list_key', now, cursor), ...filters]))
            .orderBy('j.list_key', 'desc'),
        );
  const seen = new Map<string, JobWithStartup>();
  for (const walk of walks) for (const row of await walk.limit(limit + 1).execute()) seen.set(row.id, row);
  const rows = [...seen.values()].sort((a, b) => (a.list_key! < b.list_key! ? 1 : -1)).slice(0, limit + 1);
  return pageOf(rows, limit);
}

function pageOf(rows: JobWithStartup[], limit: number, resumeAfter?: string): JobPage {
  const page = rows.slice(0, limit);
  const nextCursor = rows.length > limit ? page[page.length - 1]!.list_key : null;
  return { rows: page, nextCursor: nextCursor ?? resumeAfter ?? null };
}

/** The ids of jobs whose title or skills hold `q`, when at most FEW_MATCHES do (a few more on SQLite: callers recheck). */
async function fewMatchingJobs(db: Database, q: string): Promise<string[] | undefined> {
  if ([...q].length < MIN_INDEXED_LENGTH) return undefined;
  let ids: string[];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const rows = await db.selectFrom('jobs').select('id').where(containsText('search_text', q, { viaTextIndex: true })).limit(FEW_MATCHES + 1).execute();
    ids = rows.map((row) => row.id);
  } else {
    const table = sql.table(JOB_SEARCH_TABLE);
    const phrase = `"${q.toLowerCase().replace(/"/g, '""')}"`;
    const { rows } = await sql<{ id: string }>`
      select j.id from jobs j
      where j.rowid in (select rowid from ${table} where ${table} match ${phrase} limit ${FEW_MATCHES + 1})`.execute(db);
    ids = rows.map((row) => row.id);
  }
  return ids.length > FEW_MATCHES ? undefined : ids;
}

/**
 * A startup's jobs: for its active members every one, newest made first (the cursor is an id);
 * for anyone else its open ones as the board orders them (the cursor is a list_key).
 */
export async function listStartupJobs(
  db: Database,
  startupId: string,
  { limit, cursor }: PageQuery,
  { insider, viewerId, now }: { insider: boolean; viewerId: string | undefined; now: Date },
): Promise<JobPage> {
  if (insider) {
    let select = selectJobs(db).where('j.startup_id', '=', startupId);
    if (cursor) select = select.where('j.id', '<', cursor);
    const rows = await select.orderBy('j.id', 'desc').limit(limit + 1).execute();
    const page = rows.slice(0, limit);
    return { rows: page, nextCursor: rows.length > limit ? page[page.length - 1]!.id : null };
  }
  const rows = await selectJobs(db)
    .where('j.startup_id', '=', startupId)
    .where(all(rangeOf('j.list_key', now, cursor)))
    .where(jobVisibleTo(viewerId))
    .orderBy('j.list_key', 'desc')
    .limit(limit + 1)
    .execute();
  return pageOf(rows, limit);
}
