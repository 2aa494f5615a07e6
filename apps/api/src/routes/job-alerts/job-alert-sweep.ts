import type { FastifyInstance } from 'fastify';
import { listOpenJobs } from '../jobs/job-board';
import { alertView, rowSearch } from './job-alerts-repository';

// The job alerts' daily check (DESIGN §7.3), run at the api's start and every hour: the alerts not
// checked for a day, checked longest ago first and a batch at a time, each a walk of the board's
// first page for its search. New jobs (published or renewed since the alert's last check) come
// first on the board, so they are a prefix of that page; one notification tells of them all.

export const JOB_ALERT = 'job_alert';
export const CHECK_EVERY_MS = 24 * 60 * 60 * 1000;
/** Alerts checked a run: the rest wait for the next hour's. */
export const ALERTS_PER_RUN = 500;
/** New jobs counted an alert: past it the message says '10+'. */
const COUNTED = 10;

export function alertMessage(count: number, more: boolean, label: string): string {
  const jobs = more ? `${count}+ new jobs match` : count === 1 ? '1 new job matches' : `${count} new jobs match`;
  return `${jobs} your alert: ${label}`;
}

/** Checks the alerts due; answers how many told their owner of new jobs. */
export async function checkJobAlerts(app: FastifyInstance, batch = ALERTS_PER_RUN): Promise<number> {
  const { db } = app;
  const now = app.jobsClock.now();
  const due = new Date(now.getTime() - CHECK_EVERY_MS).toISOString();
  const alerts = await db.selectFrom('job_alerts').selectAll().where('last_checked_at', '<=', due).orderBy('last_checked_at').orderBy('id').limit(batch).execute();
  let told = 0;
  for (const alert of alerts) {
    const search = rowSearch(alert);
    const page = await listOpenJobs(
      db,
      { ...search, q: search.q ?? undefined, city: search.city ?? undefined, workplace: search.workplace ?? undefined, kind: search.kind ?? undefined, minCtc: search.minCtc ?? undefined, limit: COUNTED, notMemberId: alert.user_id },
      alert.user_id,
      now,
    );
    const fresh = page.rows.filter((row) => row.published_at !== null && row.published_at > alert.last_checked_at);
    if (fresh.length > 0) {
      const view = alertView(alert);
      const more = fresh.length === page.rows.length && page.nextCursor !== null;
      await app.bus.send('notification.requested', {
        userId: alert.user_id,
        type: JOB_ALERT,
        message: alertMessage(fresh.length, more, view.label),
        actorId: null,
        link: view.search ? `/jobs?${view.search}` : '/jobs',
      });
      told += 1;
    }
    await db.updateTable('job_alerts').set({ last_checked_at: now.toISOString() }).where('id', '=', alert.id).execute();
  }
  return told;
}
