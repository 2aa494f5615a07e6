import { JOB_KINDS, JOB_OPEN_DAYS, WORKPLACES } from '@startupsetu/server-core/contract/job-fields';
import type { Database } from '@startupsetu/server-core/db/database';
import { JOB_SEARCH_INDEX } from '@startupsetu/server-core/db/migrations/0022-jobs';
import { insertJobs, type JobFields } from '@startupsetu/api/routes/jobs/jobs-repository';
import { saveJob } from '@startupsetu/api/routes/jobs/saved-jobs-repository';
import { insertStartup } from '@startupsetu/api/routes/startups/startups-repository';
import { sql } from 'kysely';
import { isPostgres, writeInBatches, type Progress } from './batches';

// `count` jobs of a hundred startups (the first Hustlers'), published a second apart up to now,
// so the board lists them newest first; the oldest tenth were published more than 30 days ago and
// have closed themselves, as a real board's tail has. The heavy user saves every tenth job.
// Fields come from small lists by the job's number, so a benchmark knows what its filters match.

const STARTUPS = 100;
export const LOAD_JOB_CITIES = ['Bengaluru', 'Mumbai', 'Pune', 'Hyderabad', 'Chennai', 'Delhi', 'Gurugram', 'Noida', 'Kochi', 'Ahmedabad'];
/** 40 skills: a job needs two of them. */
export const LOAD_JOB_SKILLS = Array.from({ length: 40 }, (_, i) => (i === 0 ? 'rust' : `skill${i}`));
const TITLES = ['Backend Engineer', 'Frontend Developer', 'Data Analyst', 'Product Designer', 'Sales Associate', 'Growth Marketer', 'Android Developer', 'Operations Lead'];
const SAVED_EVERY = 10;
const SECOND_MS = 1000;
const EXPIRED_SHARE = 0.1;
const DAY_MS = 24 * 60 * 60 * 1000;

function jobFields(i: number): JobFields {
  const kind = JOB_KINDS[i % JOB_KINDS.length]!;
  const ctc = 300_000 + (i % 45) * 100_000;
  return {
    title: `${TITLES[i % TITLES.length]} ${i}`,
    kind,
    workplace: WORKPLACES[Math.floor(i / JOB_KINDS.length) % WORKPLACES.length]!,
    city: LOAD_JOB_CITIES[(i * 7) % LOAD_JOB_CITIES.length]!,
    ctcMin: kind === 'internship' ? null : ctc,
    ctcMax: kind === 'internship' ? null : Math.round(ctc * 1.5),
    stipend: kind === 'internship' ? 10_000 + (i % 20) * 1000 : null,
    esopMin: null,
    esopMax: null,
    experienceMin: i % 6,
    experienceMax: (i % 6) + 2,
    skills: [LOAD_JOB_SKILLS[i % LOAD_JOB_SKILLS.length]!, LOAD_JOB_SKILLS[(i * 3 + 1) % LOAD_JOB_SKILLS.length]!],
    description: `What role ${i} does, day to day.`,
  };
}

export interface LoadStartup {
  id: string;
  slug: string;
  /** Its creator, its only member (an active admin). */
  ownerId: string;
}

/** What seedJobs made, for the loaders that refer to jobs (applications). */
export interface LoadJobs {
  /** Startup 0 is the heavy user's (the first Hustler's); with few Hustlers they own others too. */
  startups: LoadStartup[];
  /** Job ids by job number: job i belongs to startups[i % startups.length]. */
  jobIds: string[];
  /** The oldest `expired` jobs closed themselves before now. */
  expired: number;
  publishedAt(i: number): Date;
  closesAt(i: number): Date;
}

export async function seedJobs(db: Database, hustlerIds: readonly string[], heavyId: string, count: number, progress?: Progress): Promise<LoadJobs> {
  const startups: LoadStartup[] = [];
  for (let i = 0; i < Math.min(STARTUPS, count); i += 1) {
    const ownerId = hustlerIds[i % hustlerIds.length]!;
    const fields = { name: `Load startup ${i}`, oneLiner: 'Built for load', description: '', sector: 'SaaS', stage: 'seed', city: 'Pune', foundedYear: null, teamSize: null, website: null, dpiitNumber: null } as const;
    startups.push({ ...(await insertStartup(db, { creatorId: ownerId, fields, logo: null })), ownerId });
  }
  const now = Date.now();
  const expired = Math.floor(count * EXPIRED_SHARE);
  // Published a second apart, newest last; the oldest tenth before the 30 days a job stays open.
  const publishedAt = (i: number) => new Date(i < expired ? now - 40 * DAY_MS + i * SECOND_MS : now - (count - i) * SECOND_MS);
  const closesAt = (i: number) => new Date(publishedAt(i).getTime() + JOB_OPEN_DAYS * DAY_MS);
  const jobIds = new Array<string>(count);
  if (count === 0) return { startups, jobIds, expired, publishedAt, closesAt };
  await withBulkJobIndexing(db, () =>
    writeInBatches(
      db,
      'jobs',
      count,
      async (trx, first, last) => {
        const jobs = Array.from({ length: last - first }, (_, n) => {
          const i = first + n;
          const startup = startups[i % startups.length]!;
          return { startupId: startup.id, createdBy: startup.ownerId, fields: jobFields(i), now: publishedAt(i), publishedAt: publishedAt(i) };
        });
        const ids = await insertJobs(trx, jobs);
        ids.forEach((id, n) => (jobIds[first + n] = id));
        for (let n = 0; n < ids.length; n += 1) if ((first + n) % SAVED_EVERY === 0) await saveJob(trx, heavyId, ids[n]!, publishedAt(first + n));
      },
      progress,
    ),
  );
  return { startups, jobIds, expired, publishedAt, closesAt };
}

// As withBulkTextIndexing does for the search indexes of users and titles: the jobs' trigram index
// gathers entries in a pending list while the jobs are written, then takes them in place again.
async function withBulkJobIndexing<T>(db: Database, load: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return load();
  await sql`alter index ${sql.id(JOB_SEARCH_INDEX)} set (fastupdate = on)`.execute(db);
  try {
    return await load();
  } finally {
    await sql`alter index ${sql.id(JOB_SEARCH_INDEX)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${sql.lit(JOB_SEARCH_INDEX)}::regclass)`.execute(db);
  }
}
