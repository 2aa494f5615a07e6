// Every list's cost as data grows: p99 (and p50) of each list the heavy user reads, on a database
// with 10,000 rows per list beside one with 1,000,000, on SQLite and on PostgreSQL. Both are
// filled by seed:load's functions (through the repositories); an api and a notify process run on
// each, and the two answer in turns, request by request, so that load on the machine falls on both.
import { NO_MATCH_TERM, SOME_MATCH_TERM, SOME_NAME_TERM } from '../scripts/seed-load/load-people';
import type { LoadCounts, LoadIds } from '../scripts/seed-load/seed-load';
import { seedLoadDatabase, startLoadStack, timeGet, type LoadStack, type LoadTarget, type SeededLoad } from './support/load-stack';
import { postgresUnavailable, startBenchPostgres } from './support/postgres';
import { atMost, type BenchResult, type Figure } from './support/results';
import { scratchDir } from './support/stack';
import { percentile } from './support/stats';

type Engine = 'sqlite' | 'postgres';

const PORTS = { small: 8600, large: 8602 } as const;
const SMALL = 10_000;
/**
 * Rows per list of the large database; LIST_GROWTH_LARGE(_PG) lower them on a machine too slow to
 * seed 5,000,000 rows in the bench's limit (on the shared 2-core machine seed:load wrote about
 * 28,000 rows/s to SQLite and 27,000 to PostgreSQL).
 */
const LARGE: Record<Engine, number> = {
  sqlite: Number(process.env.LIST_GROWTH_LARGE ?? 1_000_000),
  postgres: Number(process.env.LIST_GROWTH_LARGE_PG ?? 1_000_000),
};
const WARM_UP = 20;
const SAMPLES = 1000;
/** A list slower than this stops early (with at least MIN_SAMPLES), so the run stays in its limit. */
const BUDGET_MS = 30_000;
const MIN_SAMPLES = 30;

const ENGINE_NAME: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** What a list's URL names: the heavy user's conversation partner and seed:load's ids. */
type ListIds = Required<LoadIds> & { partnerId: string };

interface List {
  name: string;
  url(stack: LoadStack, ids: ListIds): string;
}

/** The status the pipeline-by-status list asks for: a tenth of the pipeline (seed-applications.ts' STATUS_CYCLE). */
const PIPELINE_STATUS = 'interviewing';

const LISTS: List[] = [
  { name: 'feed (dashboard)', url: (s) => `${s.apiUrl}/api/userprofile/Dashcontent` },
  { name: 'chat list', url: (s) => `${s.apiUrl}/api/messages` },
  { name: 'chat history page (heaviest conversation)', url: (s, ids) => `${s.apiUrl}/api/messages/${ids.partnerId}` },
  { name: 'discovery (co-founders)', url: (s) => `${s.apiUrl}/api/userprofile/cofounderprofile` },
  { name: 'discovery search that matches some', url: (s) => `${s.apiUrl}/api/userprofile/cofounderprofile?q=${SOME_MATCH_TERM}` },
  { name: 'discovery search that matches nothing', url: (s) => `${s.apiUrl}/api/userprofile/cofounderprofile?q=${NO_MATCH_TERM}` },
  // What founders look for (DESIGN §7.4): a walk of investor_filters' (filter_key, list_key) index.
  { name: 'investors by stage and sector', url: (s) => `${s.apiUrl}/api/userprofile/Investorprofile?stage=seed&sector=Fintech` },
  { name: 'people search that matches some', url: (s) => `${s.apiUrl}/api/users?q=${SOME_NAME_TERM}` },
  { name: 'people search that matches nothing', url: (s) => `${s.apiUrl}/api/users?q=${NO_MATCH_TERM}` },
  // Search everywhere: people by name, videos, blogs and talks by title (every seeded video is a 'Load pitch').
  { name: 'search everywhere that matches some', url: (s) => `${s.apiUrl}/api/search?q=${SOME_NAME_TERM}` },
  { name: 'search everywhere that matches every video', url: (s) => `${s.apiUrl}/api/search?q=load%20pitch` },
  { name: 'search everywhere that matches nothing', url: (s) => `${s.apiUrl}/api/search?q=${NO_MATCH_TERM}` },
  { name: 'notifications page', url: (s) => `${s.notifyUrl}/api/Notifications` },
  { name: 'messages unread count', url: (s) => `${s.apiUrl}/api/messages/unread-count` },
  { name: 'notifications unread count', url: (s) => `${s.notifyUrl}/api/Notifications/unread-count` },
  // The job board (DESIGN §7.3): every job is open but the oldest tenth, which closed themselves.
  { name: 'job board', url: (s) => `${s.apiUrl}/api/jobs` },
  { name: 'job board by city, workplace and kind', url: (s) => `${s.apiUrl}/api/jobs?city=Pune&workplace=hybrid&kind=full-time` },
  { name: 'job board by skills (any of two)', url: (s) => `${s.apiUrl}/api/jobs?skills=rust,skill7` },
  { name: 'job board by minimum CTC', url: (s) => `${s.apiUrl}/api/jobs?minCtc=4000000` },
  { name: 'job search that matches some', url: (s) => `${s.apiUrl}/api/jobs?q=rust` },
  { name: 'job search that matches nothing', url: (s) => `${s.apiUrl}/api/jobs?q=${NO_MATCH_TERM}` },
  { name: 'saved jobs', url: (s) => `${s.apiUrl}/api/jobs/saved` },
  // A startup's jobs: the heavy user's own (every job, as its admin sees them) and another's open ones.
  { name: "a startup's jobs (its admin: every job)", url: (s, ids) => `${s.apiUrl}/api/startups/${ids.ownStartupSlug}/jobs` },
  { name: "a startup's jobs (an outsider: the open ones)", url: (s, ids) => `${s.apiUrl}/api/startups/${ids.otherStartupSlug}/jobs` },
  // Applications (issue 42): the heavy user's own, and their startup's job that has a quarter of them.
  { name: 'my applications', url: (s) => `${s.apiUrl}/api/applications/mine` },
  { name: "a job's pipeline (all)", url: (s, ids) => `${s.apiUrl}/api/jobs/${ids.pipelineJobId}/applications` },
  { name: `a job's pipeline by status (${PIPELINE_STATUS})`, url: (s, ids) => `${s.apiUrl}/api/jobs/${ids.pipelineJobId}/applications?status=${PIPELINE_STATUS}` },
];

const counts = (rows: number): LoadCounts => ({ users: rows, videos: rows, messages: rows, notifications: rows, jobs: rows, applications: rows });
const rowsText = (rows: number) => rows.toLocaleString('en');

interface Side {
  stack: LoadStack;
  ids: ListIds;
}

function listIds(seeded: SeededLoad): ListIds {
  const { ownStartupSlug, otherStartupSlug, pipelineJobId } = seeded.ids;
  if (!ownStartupSlug || !otherStartupSlug || !pipelineJobId) throw new Error('seed:load made no startups or applications to list');
  return { partnerId: seeded.partnerId, ownStartupSlug, otherStartupSlug, pipelineJobId };
}

const rate = (rows: number, seconds: number) => Math.round(rows / Math.max(seconds, 0.001)).toLocaleString('en');

async function timeList(list: List, small: Side, large: Side): Promise<{ small: number[]; large: number[] }> {
  const times = { small: [] as number[], large: [] as number[] };
  const started = performance.now();
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    for (const [side, into] of [[small, times.small], [large, times.large]] as const) {
      const ms = await timeGet(side.stack, list.url(side.stack, side.ids));
      if (i >= WARM_UP) into.push(ms);
    }
    if (times.large.length >= MIN_SAMPLES && performance.now() - started > BUDGET_MS) break;
  }
  return times;
}

async function measureEngine(engine: Engine, targets: { small: LoadTarget; large: LoadTarget }, notes: string[]): Promise<Figure[]> {
  const large = LARGE[engine];
  const seeded = {
    small: await seedLoadDatabase(targets.small, counts(SMALL)),
    large: await seedLoadDatabase(targets.large, counts(large)),
  };
  const applications = seeded.large.phaseSeconds.applications;
  notes.push(
    `${ENGINE_NAME[engine]}: seeded ${rowsText(SMALL)} rows per list in ${seeded.small.seconds.toFixed(0)} s and ${rowsText(large)} per list in ${seeded.large.seconds.toFixed(0)} s (${Math.round(seeded.large.rowsPerS).toLocaleString('en')} rows/s over the six kinds; the applications, with their events, in ${applications.toFixed(0)} s, ${rate(large, applications)} applications/s).`,
  );
  const small = await startLoadStack(`lists-${engine}-small`, PORTS.small, targets.small);
  try {
    const largeStack = await startLoadStack(`lists-${engine}-large`, PORTS.large, targets.large);
    try {
      const figures: Figure[] = [];
      for (const list of LISTS) {
        const times = await timeList(list, { stack: small, ids: listIds(seeded.small) }, { stack: largeStack, ids: listIds(seeded.large) });
        const p = (at: number) => ({ small: percentile(times.small, at), large: percentile(times.large, at) });
        const [p50, p99] = [p(50), p(99)];
        notes.push(
          `${ENGINE_NAME[engine]} ${list.name}: p50 ${p50.small.toFixed(2)} ms at ${rowsText(SMALL)}, ${p50.large.toFixed(2)} ms at ${rowsText(large)} (${times.large.length} samples each).`,
        );
        figures.push({
          name: `${ENGINE_NAME[engine]}: ${list.name} p99 at ${rowsText(large)} rows`,
          value: p99.large,
          unit: 'ms',
          baseline: { label: `at ${rowsText(SMALL)}`, value: p99.small },
          target: atMost(p99.large, 1.5 * p99.small, `≤ 1.5 × at ${rowsText(SMALL)}`),
        });
      }
      return figures;
    } finally {
      await largeStack.stop();
    }
  } finally {
    await small.stop();
  }
}

export async function listGrowth(): Promise<BenchResult> {
  const notes = [
    `Each database has N users (every role in turn, profiles saved as the profile form saves them), N videos, N messages, N notifications, N jobs (of 100 startups) and N job applications, written by seed:load's functions; half of the messages (over 100 conversations, all but 2 per conversation read) and of the notifications (all but 20 read) are the heavy user's, who makes every request and has saved every tenth job; the oldest tenth of the jobs closed themselves.`,
    `Applications: the heavy user's own are a tenth of N (one per job, to other startups' jobs across the board); the heavy user is the only member (an admin) of the first startup, whose oldest open job has a quarter of N applications (its pipeline: of every 20, 6 applied, 3 shortlisted, 2 interviewing, 1 offered, 1 hired, 5 rejected, 2 withdrawn); the rest go to the other jobs in turn. Each has an event for every status it passed (about 2.4 per application), at times between its job's publishing and now. "A startup's jobs" lists the heavy user's startup (N ÷ 100 jobs, every one as its admin sees them, with its reply rate) and the second startup's open ones as an outsider sees them.`,
    `Per list: ${SAMPLES} requests to each database in turns, one at a time over keep-alive connections, after ${WARM_UP} unmeasured ones each; a list still running after ${BUDGET_MS / 1000} s stops at that point (at least ${MIN_SAMPLES} samples). Pages are the endpoints' default size. PostgreSQL is VACUUM ANALYZEd after seeding; SQLite is not.`,
  ];
  const figures: Figure[] = [];
  const sqlite = { small: scratchDir('lists-sqlite-small'), large: scratchDir('lists-sqlite-large') };
  try {
    const target = (dir: string): LoadTarget => ({ env: { DATA_DIR: dir }, dataDir: dir });
    figures.push(...(await measureEngine('sqlite', { small: target(sqlite.small.dir), large: target(sqlite.large.dir) }, notes)));
  } finally {
    sqlite.small.remove();
    sqlite.large.remove();
  }
  const unavailable = postgresUnavailable();
  if (unavailable) {
    notes.push(`PostgreSQL skipped: ${unavailable}.`);
    return { figures, notes };
  }
  const postgres = await startBenchPostgres(['bench_lists_small', 'bench_lists_large']);
  const data = { small: scratchDir('lists-pg-small'), large: scratchDir('lists-pg-large') };
  try {
    notes.push(`PostgreSQL: ${postgres.source}.`);
    const [smallUrl, largeUrl] = postgres.databaseUrls as [string, string];
    const target = (url: string, dir: string): LoadTarget => ({ env: { DATABASE_URL: url, DATA_DIR: dir }, dataDir: dir });
    figures.push(...(await measureEngine('postgres', { small: target(smallUrl, data.small.dir), large: target(largeUrl, data.large.dir) }, notes)));
  } finally {
    await postgres.stop();
    data.small.remove();
    data.large.remove();
  }
  return { figures, notes };
}
