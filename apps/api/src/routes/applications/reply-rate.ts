import type { Job } from '@startupsetu/server-core/contract/job-schemas';
import { REPLY_RATE_MIN_APPLICATIONS, REPLY_RATE_WINDOW_DAYS } from '@startupsetu/server-core/contract/job-fields';
import type { Database } from '@startupsetu/server-core/db/database';

// A startup's reply rate (DESIGN §7.3): of its applications whose question is settled — answered
// (moved out of 'applied'), or unanswered when their REPLY_RATE_WINDOW_DAYS ended — the share
// answered within the window; shown once REPLY_RATE_MIN_APPLICATIONS are settled. An application
// withdrawn unanswered inside its window was owed no reply and never counts.
//
// Every job list page shows it, so it must not count a startup's applications. The counts that
// writes settle are kept per startup (startup_reply_counts), changed in the transactions that
// apply, answer and withdraw: `applications` (those owed a reply) and `answered_in_time`. What
// time alone settles (a window ending unanswered) has no write, so a read subtracts the ones still
// waiting, kept per startup and hour of their reply_due_at (startup_reply_waiting): a read sums the
// hours from the current one on, at most 337 rows a startup, so a window ends in the rate within
// the hour after it does. One query for the counts of a page's startups and one for the waiting
// ones, whatever the page holds.

export type ReplyRate = Job['replyRate'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the startup's answer to an application made at `at` stops counting as a reply in time. */
export function replyDueAt(at: Date): string {
  return new Date(at.getTime() + REPLY_RATE_WINDOW_DAYS * DAY_MS).toISOString();
}

/** The hour an application's reply falls due, as startup_reply_waiting keys it: 'YYYY-MM-DDTHH' (UTC). */
export function dueHourOf(at: string): string {
  return at.slice(0, 13);
}

/**
 * A new application owes a reply by `replyDue` (run in its insert's transaction). The startup's
 * hours already past are dropped on the way: no read sums them again.
 */
export async function countApplication(trx: Database, startupId: string, replyDue: string, now: Date): Promise<void> {
  await trx
    .insertInto('startup_reply_counts')
    .values({ startup_id: startupId, applications: 1, answered_in_time: 0 })
    .onConflict((conflict) => conflict.column('startup_id').doUpdateSet((eb) => ({ applications: eb(eb.ref('startup_reply_counts.applications'), '+', 1) })))
    .execute();
  await trx.deleteFrom('startup_reply_waiting').where('startup_id', '=', startupId).where('due_hour', '<', dueHourOf(now.toISOString())).execute();
  await trx
    .insertInto('startup_reply_waiting')
    .values({ startup_id: startupId, due_hour: dueHourOf(replyDue), waiting: 1 })
    .onConflict((conflict) =>
      conflict.columns(['startup_id', 'due_hour']).doUpdateSet((eb) => ({ waiting: eb(eb.ref('startup_reply_waiting.waiting'), '+', 1) })),
    )
    .execute();
}

/** An application no longer waits for a first answer: answered (in time or late) or withdrawn unanswered. */
export async function stopWaiting(trx: Database, startupId: string, replyDue: string): Promise<void> {
  await trx
    .updateTable('startup_reply_waiting')
    .set((eb) => ({ waiting: eb(eb.ref('waiting'), '-', 1) }))
    .where('startup_id', '=', startupId)
    .where('due_hour', '=', dueHourOf(replyDue))
    .execute();
}

/** An application answered for the first time, within its window (run in the move's transaction). */
export async function countAnsweredInTime(trx: Database, startupId: string): Promise<void> {
  await trx
    .updateTable('startup_reply_counts')
    .set((eb) => ({ answered_in_time: eb(eb.ref('answered_in_time'), '+', 1) }))
    .where('startup_id', '=', startupId)
    .execute();
}

/** An application withdrawn unanswered within its window: no reply was owed after all. */
export async function uncountApplication(trx: Database, startupId: string): Promise<void> {
  await trx
    .updateTable('startup_reply_counts')
    .set((eb) => ({ applications: eb(eb.ref('applications'), '-', 1) }))
    .where('startup_id', '=', startupId)
    .execute();
}

/** Each startup's reply rate at `now`, by startup id; one left out (too few settled) is answered null. */
export async function replyRatesOf(db: Database, startupIds: readonly string[], now: Date): Promise<Map<string, ReplyRate>> {
  const rates = new Map<string, ReplyRate>();
  const ids = [...new Set(startupIds)];
  if (ids.length === 0) return rates;
  const counts = await db.selectFrom('startup_reply_counts').selectAll().where('startup_id', 'in', ids).execute();
  // Settled ones are at most `applications`: a startup with fewer needs no count of what waits.
  const candidates = counts.filter((row) => Number(row.applications) >= REPLY_RATE_MIN_APPLICATIONS);
  if (candidates.length === 0) return rates;
  const waiting = await db
    .selectFrom('startup_reply_waiting')
    .select((eb) => ['startup_id', eb.fn.sum<number | string>('waiting').as('count')])
    .where('startup_id', 'in', candidates.map((row) => row.startup_id))
    .where('due_hour', '>=', dueHourOf(now.toISOString()))
    .groupBy('startup_id')
    .execute();
  const waitingBy = new Map(waiting.map((row) => [row.startup_id, Number(row.count)]));
  for (const row of candidates) {
    const total = Number(row.applications) - (waitingBy.get(row.startup_id) ?? 0);
    if (total >= REPLY_RATE_MIN_APPLICATIONS) rates.set(row.startup_id, { answered: Number(row.answered_in_time), total });
  }
  return rates;
}
