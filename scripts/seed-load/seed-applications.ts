import { REJECTION_REASONS, type ApplicationStatus, type RejectionReason } from '@startupsetu/server-core/contract/application-fields';
import type { Database } from '@startupsetu/server-core/db/database';
import type { ApplicationEventsTable, JobApplicationsTable } from '@startupsetu/server-core/db/schema';
import { dueHourOf, replyDueAt } from '@startupsetu/api/routes/applications/reply-rate';
import type { Insertable } from 'kysely';
import { writeInBatches, type Progress } from './batches';
import { roleOf } from './load-people';
import type { LoadJobs } from './seed-jobs';

// `count` applications to the load jobs (DESIGN §7.3, migration 0023), spread so that every list
// of them is long for the heavy user (person 0):
// - a tenth are the heavy user's own, one per job, to other startups' jobs spread over the whole
//   board (the closed ones too): their GET /api/applications/mine;
// - a quarter are to one job of the heavy user's startup (its oldest open one), each from another
//   person: its pipeline, GET /api/jobs/:id/applications (?status=…);
// - the rest go to the other jobs in turn, from people who are no startup's members (anyone but a
//   Hustler), a person at most once per job (the unique index).
// Each application takes its status from STATUS_CYCLE and has an event for every status it passed
// through, as the applicant's apply and the startup's moves (or the applicant's withdrawal) leave
// them, at times between the job's publishing and now.
//
// applications-repository.ts writes one application per transaction (insertApplication, then
// moveApplication or withdrawApplication per step), which would take most of an hour for a million;
// this writes the rows those calls leave (the same columns, the same reply_due_at, first_answered_at
// and counts) in batches of BATCH_ROWS applications with their events, and startup_reply_counts
// once at the end. Ids are made from each row's time, as newId() makes them from the clock, so a
// list ordered by id is still newest first. seed-load.db.test.ts checks that the api reads, counts
// and moves them as its own.

/** The statuses applications end in, in turn (of every 20: 6 applied, 3 shortlisted, 2 interviewing, 1 offered, 1 hired, 5 rejected, 2 withdrawn). */
export const STATUS_CYCLE: readonly ApplicationStatus[] = [
  'applied', 'shortlisted', 'rejected', 'applied', 'interviewing', 'rejected', 'applied', 'withdrawn', 'shortlisted', 'offered',
  'applied', 'rejected', 'interviewing', 'applied', 'hired', 'rejected', 'shortlisted', 'withdrawn', 'applied', 'rejected',
];
/** The share of the applications that are the heavy user's, and of those to the heavy user's big job. */
export const HEAVY_SHARE = 0.1;
export const PIPELINE_SHARE = 0.25;

const RANDOM_DIGITS = 14;
const GOLDEN = 0.6180339887498949;

/** An id as newId() makes it at `ms`, with `serial` (unique in its table) for the digits that order ids within a millisecond. */
const idAt = (ms: number, serial: number) => ms.toString(16).padStart(12, '0') + serial.toString(16).padStart(RANDOM_DIGITS, '0');

interface Step {
  status: ApplicationStatus;
  reason?: RejectionReason;
  /** The applicant's own step (applying, withdrawing), else a member's move. */
  byApplicant?: boolean;
}

/** The statuses the `n`th application of its group passed through to end in `status`: the way varies from one round of STATUS_CYCLE to the next. */
function stepsTo(status: ApplicationStatus, n: number): Step[] {
  const round = Math.floor(n / STATUS_CYCLE.length);
  const applied: Step = { status: 'applied', byApplicant: true };
  const forward = (['shortlisted', 'interviewing', 'offered', 'hired'] as const).map((s) => ({ status: s }));
  switch (status) {
    case 'applied':
      return [applied];
    case 'shortlisted':
    case 'interviewing':
    case 'offered':
    case 'hired':
      return [applied, ...forward.slice(0, forward.findIndex((step) => step.status === status) + 1)];
    case 'rejected':
      // Rejected at once, or after an interview.
      return [applied, ...(round % 2 === 0 ? [] : forward.slice(0, 2)), { status: 'rejected', reason: REJECTION_REASONS[n % REJECTION_REASONS.length]! }];
    case 'withdrawn':
      // Before any answer (no reply was owed then), or once shortlisted.
      return [applied, ...(round % 2 === 0 ? [] : forward.slice(0, 1)), { status: 'withdrawn', byApplicant: true }];
  }
}

export interface LoadApplications {
  /** The heavy user's job with the big pipeline; undefined without applications. */
  pipelineJobId: string | undefined;
  /** How many applications are the heavy user's, and how many are to that job. */
  heavyCount: number;
  pipelineCount: number;
}

interface Plan {
  heavy: number;
  pipeline: number;
  pipelineJob: number;
  /** Job numbers the heavy user may apply to (not their own startups'), newest first. */
  heavyJobs: Int32Array;
  heavyStep: number;
  /** People who are no startup's members, by person number. */
  outsiders: Int32Array;
}

function planOf(jobs: LoadJobs, userIds: readonly string[], count: number): Plan {
  const jobCount = jobs.jobIds.length;
  if (jobCount === 0) throw new Error('Applications need jobs (--jobs 1 or more)');
  if (userIds.length < 2) throw new Error('Applications need at least 2 users (--users 2 or more)');
  const startups = jobs.startups;
  const heavyId = userIds[0]!;
  const ownStartup = (i: number) => startups[i % startups.length]!.ownerId === heavyId;
  // The heavy user's big job: their startups' oldest open job, else their newest closed one.
  let pipelineJob = -1;
  for (let i = jobs.expired; i < jobCount && pipelineJob < 0; i += 1) if (ownStartup(i)) pipelineJob = i;
  for (let i = Math.min(jobs.expired, jobCount) - 1; i >= 0 && pipelineJob < 0; i -= 1) if (ownStartup(i)) pipelineJob = i;
  if (pipelineJob < 0) throw new Error('The heavy user has no startup to take applications');
  const heavyJobs = Int32Array.from({ length: jobCount }, (_, n) => jobCount - 1 - n).filter((i) => !ownStartup(i));
  const heavy = Math.min(Math.floor(count * HEAVY_SHARE), heavyJobs.length);
  const pipeline = Math.min(Math.floor(count * PIPELINE_SHARE), userIds.length - 1);
  const outsiders = Int32Array.from({ length: userIds.length }, (_, i) => i).filter((i) => roleOf(i) !== 'Hustler');
  // The rest: the other jobs in turn, a different outsider each time round.
  const rest = count - heavy - pipeline;
  const capacity = (jobCount - 1) * outsiders.length;
  if (rest > capacity) {
    throw new Error(`${count.toLocaleString('en')} applications are more than one per person per job allows here: add --jobs or --users`);
  }
  return { heavy, pipeline, pipelineJob, heavyJobs, heavyStep: heavy > 0 ? Math.floor(heavyJobs.length / heavy) : 1, outsiders };
}

/** Application `k`'s job (by number), applicant (by person number), status and where it stands in its group. */
function applicationAt(plan: Plan, jobCount: number, k: number): { job: number; person: number; status: ApplicationStatus; n: number } {
  if (k < plan.heavy) return { job: plan.heavyJobs[k * plan.heavyStep]!, person: 0, status: STATUS_CYCLE[k % STATUS_CYCLE.length]!, n: k };
  if (k < plan.heavy + plan.pipeline) {
    const n = k - plan.heavy;
    return { job: plan.pipelineJob, person: 1 + n, status: STATUS_CYCLE[n % STATUS_CYCLE.length]!, n };
  }
  const n = k - plan.heavy - plan.pipeline;
  const slot = n % (jobCount - 1);
  const job = slot < plan.pipelineJob ? slot : slot + 1;
  const round = Math.floor(n / (jobCount - 1));
  return { job, person: plan.outsiders[(job + round) % plan.outsiders.length]!, status: STATUS_CYCLE[n % STATUS_CYCLE.length]!, n };
}

interface Counts {
  applications: number;
  answeredInTime: number;
}

export async function seedApplications(db: Database, userIds: readonly string[], jobs: LoadJobs, count: number, progress?: Progress): Promise<LoadApplications> {
  if (count === 0) return { pipelineJobId: undefined, heavyCount: 0, pipelineCount: 0 };
  const plan = planOf(jobs, userIds, count);
  const jobCount = jobs.jobIds.length;
  const now = Date.now();
  const counts = new Map<string, Counts>();
  /** Applications waiting for a first answer, by startup and the hour their reply falls due. */
  const waiting = new Map<string, { startup_id: string; due_hour: string; waiting: number }>();
  await writeInBatches(
    db,
    'applications',
    count,
    async (trx, first, last) => {
      const applications: Insertable<JobApplicationsTable>[] = [];
      const events: Insertable<ApplicationEventsTable>[] = [];
      for (let k = first; k < last; k += 1) {
        const { job, person, status, n } = applicationAt(plan, jobCount, k);
        const startup = jobs.startups[job % jobs.startups.length]!;
        const applicantId = userIds[person]!;
        // Applied while the job was open; each later step a share of the time left until now.
        const opened = jobs.publishedAt(job).getTime();
        const open = Math.max(1, Math.min(jobs.closesAt(job).getTime(), now) - opened);
        const appliedAt = opened + Math.floor(((k * GOLDEN) % 1) * open);
        const steps = stepsTo(status, n);
        const gap = Math.floor((now - appliedAt) / steps.length);
        const id = idAt(appliedAt, k);
        const dueAt = replyDueAt(new Date(appliedAt));
        let firstAnsweredAt: string | null = null;
        let due: string | null = dueAt;
        let at = '';
        for (const [s, step] of steps.entries()) {
          at = new Date(appliedAt + s * gap).toISOString();
          if (!step.byApplicant && firstAnsweredAt === null) firstAnsweredAt = at;
          // withdrawApplication: unanswered inside its window, no reply was owed after all.
          if (step.status === 'withdrawn' && firstAnsweredAt === null && at < dueAt) due = null;
          events.push({
            id: idAt(appliedAt + s * gap, k * 8 + s),
            application_id: id,
            status: step.status,
            reason: step.reason ?? null,
            note: step.status === 'rejected' && n % 3 === 0 ? 'Thank you for applying: we went with someone else this time.' : null,
            actor_id: step.byApplicant ? applicantId : startup.ownerId,
            at,
          });
        }
        applications.push({
          id,
          job_id: jobs.jobIds[job]!,
          startup_id: startup.id,
          applicant_id: applicantId,
          status,
          note: n % 3 === 0 ? `Keen on this role (load application ${k}).` : '',
          resume_file: `${id}.pdf`,
          resume_name: 'resume.pdf',
          resume_size: 80_000 + (k % 1000) * 100,
          created_at: new Date(appliedAt).toISOString(),
          updated_at: at,
          first_answered_at: firstAnsweredAt,
          reply_due_at: due,
        });
        // reply-rate.ts: counted when made, uncounted when withdrawn unanswered in time; answered in time when first moved by then.
        const entry = counts.get(startup.id) ?? { applications: 0, answeredInTime: 0 };
        if (due !== null) entry.applications += 1;
        if (firstAnsweredAt !== null && firstAnsweredAt <= dueAt) entry.answeredInTime += 1;
        counts.set(startup.id, entry);
        if (due !== null && firstAnsweredAt === null) {
          const key = `${startup.id}|${dueHourOf(due)}`;
          const hour = waiting.get(key) ?? { startup_id: startup.id, due_hour: dueHourOf(due), waiting: 0 };
          hour.waiting += 1;
          waiting.set(key, hour);
        }
      }
      // 13 parameters an application, 7 an event: under either engine's limit per statement.
      for (let from = 0; from < applications.length; from += 1000) await trx.insertInto('job_applications').values(applications.slice(from, from + 1000)).execute();
      for (let from = 0; from < events.length; from += 2000) await trx.insertInto('application_events').values(events.slice(from, from + 2000)).execute();
    },
    progress,
  );
  const rows = [...counts].map(([startupId, c]) => ({ startup_id: startupId, applications: c.applications, answered_in_time: c.answeredInTime }));
  if (rows.length > 0) {
    await db
      .insertInto('startup_reply_counts')
      .values(rows)
      .onConflict((conflict) =>
        conflict.column('startup_id').doUpdateSet((eb) => ({
          applications: eb(eb.ref('startup_reply_counts.applications'), '+', eb.ref('excluded.applications')),
          answered_in_time: eb(eb.ref('startup_reply_counts.answered_in_time'), '+', eb.ref('excluded.answered_in_time')),
        })),
      )
      .execute();
  }
  const hours = [...waiting.values()];
  for (let from = 0; from < hours.length; from += 1000) {
    await db
      .insertInto('startup_reply_waiting')
      .values(hours.slice(from, from + 1000))
      .onConflict((conflict) =>
        conflict.columns(['startup_id', 'due_hour']).doUpdateSet((eb) => ({ waiting: eb(eb.ref('startup_reply_waiting.waiting'), '+', eb.ref('excluded.waiting')) })),
      )
      .execute();
  }
  return { pipelineJobId: jobs.jobIds[plan.pipelineJob], heavyCount: plan.heavy, pipelineCount: plan.pipeline };
}
