import { newJobFields } from '../routes/jobs/job-form';
import { insertJob, openJob } from '../routes/jobs/jobs-repository';
import { readJson, type ApiTestServer, type TestAccount } from './api-test-server';
import { apply } from './applications';
import type { JobCast } from './job-cast';
import { JOB_DEFAULTS } from './jobs';

// The applications of the authorization matrices (DESIGN §7.3), on the cast's jobs startup (the
// cofounder's, job-cast.ts): the job seeker has applied for its published job (read, moved by the
// cofounder, its résumé fetched), and for jobs of their own to withdraw from, one per valid DELETE;
// other open jobs take one valid application each.

export interface ApplicationCast {
  /** The job seeker's application to the jobs startup's published job. */
  application: string;
  /** The job seeker's applications, one per valid DELETE /api/applications/:id. */
  withdrawable: string[];
  /** Open jobs nobody applied for, one per valid POST /api/jobs/:id/applications. */
  openJobs: string[];
}

// One per valid request and one per bad-token kind (each builds its request with a job of its own).
const POOL = 16;

async function openJobsOf(server: ApiTestServer, jobs: JobCast, count: number): Promise<string[]> {
  const startup = await server.db.selectFrom('startups').select(['id', 'created_by']).where('slug', '=', jobs.slug).executeTakeFirstOrThrow();
  const fields = newJobFields(JOB_DEFAULTS as Parameters<typeof newJobFields>[0]);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = await insertJob(server.db, { startupId: startup.id, createdBy: startup.created_by!, fields, now: new Date() });
    await openJob(server.db, id, ['draft'], new Date());
    ids.push(id);
  }
  return ids;
}

async function applied(server: ApiTestServer, applicant: TestAccount, jobId: string): Promise<string> {
  const response = await apply(server.baseUrl, applicant.accessToken, jobId, { note: 'Matrix application' });
  if (response.status !== 201) throw new Error(`application failed: ${response.status} ${await response.text()}`);
  return (await readJson(response)).application._id;
}

export async function seedApplicationCast(server: ApiTestServer, jobs: JobCast, applicant: TestAccount): Promise<ApplicationCast> {
  const application = await applied(server, applicant, jobs.published);
  const withdrawable: string[] = [];
  for (const jobId of await openJobsOf(server, jobs, POOL)) withdrawable.push(await applied(server, applicant, jobId));
  return { application, withdrawable, openJobs: await openJobsOf(server, jobs, POOL) };
}
