import type { JobAlert } from '@startupsetu/server-core/contract/job-alert-schemas';
import { JOB_KIND_LABELS, WORKPLACE_LABELS, type JobKind, type Workplace } from '@startupsetu/server-core/contract/job-fields';
import { isUniqueViolation } from '@startupsetu/server-core/db/constraint-errors';
import type { Database } from '@startupsetu/server-core/db/database';
import type { JobAlertRow } from '@startupsetu/server-core/db/schema';
import { newId } from '@startupsetu/server-core/ids';
import { cityKey } from '../startups/startups-repository';
import { skillKey } from '../jobs/jobs-repository';

// Job alerts (migration 0024): a search of the board as the board's filters take it, stored trimmed
// with a canonical key (search_key) so that the same search saved twice is one alert.

export interface AlertSearch {
  q: string | null;
  skills: string[];
  city: string | null;
  workplace: Workplace | null;
  kind: JobKind | null;
  minCtc: number | null;
}

export interface AlertBody {
  q?: string;
  skills?: string[];
  city?: string;
  workplace?: Workplace;
  kind?: JobKind;
  minCtc?: number;
}

const blankToNull = (text: string | undefined) => text?.trim() || null;

/** The body's search, trimmed; skills once each (any case), as first written. */
export function searchOf(body: AlertBody): AlertSearch {
  const skills = new Map<string, string>();
  for (const skill of body.skills ?? []) if (skill.trim() && !skills.has(skillKey(skill))) skills.set(skillKey(skill), skill.trim());
  return {
    q: blankToNull(body.q),
    skills: [...skills.values()],
    city: blankToNull(body.city),
    workplace: body.workplace ?? null,
    kind: body.kind ?? null,
    minCtc: body.minCtc ?? null,
  };
}

function searchKeyOf(search: AlertSearch): string {
  return JSON.stringify([search.q?.toLowerCase() ?? null, search.skills.map(skillKey).sort(), search.city === null ? null : cityKey(search.city), search.workplace, search.kind, search.minCtc]);
}

export function rowSearch(row: JobAlertRow): AlertSearch {
  return {
    q: row.q,
    skills: JSON.parse(row.skills) as string[],
    city: row.city,
    workplace: row.workplace,
    kind: row.kind,
    minCtc: row.min_ctc === null ? null : Number(row.min_ctc),
  };
}

const LAKH = 100_000;

/** The web board's query string of the search (its pay filter is in lakhs): /jobs?<this> lists its jobs. */
export function boardSearchOf(search: AlertSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.skills.length > 0) params.set('skills', search.skills.join(','));
  if (search.city) params.set('city', search.city);
  if (search.workplace) params.set('workplace', search.workplace);
  if (search.kind) params.set('kind', search.kind);
  if (search.minCtc !== null) params.set('minLpa', String(search.minCtc / LAKH));
  return params.toString();
}

const lakhs = (rupees: number) => `₹${Number((rupees / LAKH).toFixed(1))} LPA+`;

/** 'React · Pune', as the notification and the dashboard name the alert. */
export function labelOf(search: AlertSearch): string {
  const parts = [
    search.q ? `“${search.q}”` : null,
    search.skills.length > 0 ? search.skills.join(', ') : null,
    search.city,
    search.workplace ? WORKPLACE_LABELS[search.workplace] : null,
    search.kind ? JOB_KIND_LABELS[search.kind] : null,
    search.minCtc !== null ? lakhs(search.minCtc) : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : 'All jobs';
}

export function alertView(row: JobAlertRow): JobAlert {
  const search = rowSearch(row);
  return { _id: row.id, ...search, search: boardSearchOf(search), label: labelOf(search), createdAt: row.created_at, lastCheckedAt: row.last_checked_at };
}

export function listAlerts(db: Database, userId: string): Promise<JobAlertRow[]> {
  return db.selectFrom('job_alerts').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

export type SaveOutcome = { row: JobAlertRow; created: boolean } | { full: true };

/** Stores the search for the user unless they have it already (then answers that one) or `max` alerts. */
export async function saveAlert(db: Database, userId: string, search: AlertSearch, max: number, now: Date): Promise<SaveOutcome> {
  const searchKey = searchKeyOf(search);
  const existing = () => db.selectFrom('job_alerts').selectAll().where('user_id', '=', userId).where('search_key', '=', searchKey).executeTakeFirst();
  const found = await existing();
  if (found) return { row: found, created: false };
  const { count } = await db.selectFrom('job_alerts').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  if (Number(count) >= max) return { full: true };
  const at = now.toISOString();
  const row: JobAlertRow = {
    id: newId(),
    user_id: userId,
    q: search.q,
    skills: JSON.stringify(search.skills),
    city: search.city,
    workplace: search.workplace,
    kind: search.kind,
    min_ctc: search.minCtc,
    search_key: searchKey,
    created_at: at,
    last_checked_at: at,
  };
  try {
    await db.insertInto('job_alerts').values(row).execute();
    return { row, created: true };
  } catch (error) {
    // The same search saved at the same moment: the other call's alert is this one.
    const raced = isUniqueViolation(error) ? await existing() : undefined;
    if (!raced) throw error;
    return { row: raced, created: false };
  }
}

/** Deletes the user's own alert; false when they have none with that id. */
export async function deleteAlert(db: Database, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('job_alerts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
