import type { Database } from '@startupsetu/server-core/db/database';
import { insertJob, openJob } from '../routes/jobs/jobs-repository';
import { saveJob } from '../routes/jobs/saved-jobs-repository';
import { insertStartup } from '../routes/startups/startups-repository';
import { DEMO_JOBS, DEMO_STARTUPS } from './demo-jobs';
import type { SeededPerson } from './seed-demo-people';

// The demo's startups and jobs, each made only when missing (a startup by its founder and name, a
// job by its startup and title), so a second run changes nothing. Jobs are published as of their
// story's time, so they stay open for the 30 days after it.

export async function seedDemoJobs(
  db: Database,
  { person, now }: { person: (key: string) => SeededPerson; now: Date },
): Promise<{ startups: number; jobs: number }> {
  const added = { startups: 0, jobs: 0 };
  const startupIds = new Map<string, string>();
  for (const startup of DEMO_STARTUPS) {
    const founderId = person(startup.founder).id;
    const found = await db.selectFrom('startups').select('id').where('created_by', '=', founderId).where('name', '=', startup.name).executeTakeFirst();
    let id = found?.id;
    if (!id) {
      const { founder: _founder, ...fields } = startup;
      id = (await insertStartup(db, { creatorId: founderId, fields: { ...fields, dpiitNumber: null }, logo: null })).id;
      added.startups += 1;
    }
    startupIds.set(startup.name, id);
  }
  for (const job of [...DEMO_JOBS].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const startupId = startupIds.get(job.startup);
    if (!startupId) throw new Error(`The demo data names an unknown startup: ${job.startup}`);
    const found = await db.selectFrom('jobs').select('id').where('startup_id', '=', startupId).where('title', '=', job.title).executeTakeFirst();
    let id = found?.id;
    if (!id) {
      const publishedAt = new Date(now.getTime() - job.hoursAgo * 3_600_000);
      const { startup: _startup, hoursAgo: _hoursAgo, savedBy: _savedBy, ...fields } = job;
      const creator = DEMO_STARTUPS.find((startup) => startup.name === job.startup)!.founder;
      id = await insertJob(db, { startupId, createdBy: person(creator).id, fields, now: publishedAt });
      await openJob(db, id, ['draft'], publishedAt);
      added.jobs += 1;
    }
    for (const saver of job.savedBy) await saveJob(db, person(saver).id, id, now);
  }
  return added;
}
