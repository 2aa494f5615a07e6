import type { ApiTestServer } from './api-test-server';
import { insertStartup } from '../routes/startups/startups-repository';
import { insertJob, openJob } from '../routes/jobs/jobs-repository';
import { newJobFields } from '../routes/jobs/job-form';
import { JOB_DEFAULTS } from './jobs';

// The jobs of the authorization matrices (DESIGN §7.3): a startup of the cofounder's (another
// caller than the hustler, whose write budget the cast's uploads use up), with a published job to
// read, edit and save, one to close, one to renew, and drafts, one per valid publish.

export interface JobCast {
  slug: string;
  /** Published: read, edited and saved by the valid requests. */
  published: string;
  closable: string;
  renewable: string;
  /** One per valid POST /api/jobs/:id/publish (and per bad-token kind, each building its request). */
  drafts: string[];
}

const DRAFTS = 16;

export async function seedJobCast(server: ApiTestServer, adminId: string): Promise<JobCast> {
  const startupFields = { name: 'Cast jobs', oneLiner: 'Matrix', description: '', sector: 'SaaS', stage: 'seed', city: 'Pune', foundedYear: null, teamSize: null, website: null, dpiitNumber: null } as const;
  const { id: startupId, slug } = await insertStartup(server.db, { creatorId: adminId, fields: startupFields, logo: null });
  const fields = newJobFields(JOB_DEFAULTS as Parameters<typeof newJobFields>[0]);
  const job = () => insertJob(server.db, { startupId, createdBy: adminId, fields, now: new Date() });
  const open = async () => {
    const id = await job();
    await openJob(server.db, id, ['draft'], new Date());
    return id;
  };
  const drafts: string[] = [];
  for (let i = 0; i < DRAFTS; i += 1) drafts.push(await job());
  return { slug, published: await open(), closable: await open(), renewable: await open(), drafts };
}
