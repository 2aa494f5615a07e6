import { readdir, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanMedia } from '../../content/media-sweep';
import { readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { apply, fetchResume, pdfBytes, resumeEntry, withdraw } from '../../testing/applications';
import { getJson } from '../../testing/content';
import { pngBytes } from '../../testing/form-uploads';
import { createJob, publishedJob, sendJson } from '../../testing/jobs';
import { createStartup } from '../../testing/startups';
import { resumeDir, resumeStorage, sweepOrphanResumes } from './resume-storage';

// Applying for a job and the applicant's side (DESIGN §7.3): one application per person per job,
// to an open job only, with a note and a private PDF résumé that only the applicant and the
// startup's active members can fetch; the applicant's list; withdrawing.

let server: ApiTestServer;
let founder: TestAccount;
let member: TestAccount;
let invitee: TestAccount;
let seeker: TestAccount;
let outsider: TestAccount;
let slug: string;
let job: any;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startApiTestServer();
  founder = await signUp(server.baseUrl, { role: 'Hustler' });
  member = await signUp(server.baseUrl, { role: 'Cofounder' });
  invitee = await signUp(server.baseUrl, { role: 'Investor' });
  seeker = await signUp(server.baseUrl, { role: 'Jobseeker' });
  outsider = await signUp(server.baseUrl, { role: 'Jobseeker' });
  slug = (await readJson(await createStartup(server.baseUrl, founder.accessToken, { name: 'Krishi Setu' }))).startup.slug;
  for (const person of [member, invitee]) {
    const invited = await sendJson(server.baseUrl, 'POST', `/api/startups/${slug}/members`, { token: founder.accessToken, body: { userId: person.id, title: 'Engineer' } });
    expect(invited.status).toBe(201);
  }
  expect((await sendJson(server.baseUrl, 'PUT', `/api/startups/${slug}/members/me`, { token: member.accessToken, body: { action: 'accept' } })).status).toBe(200);
  job = await publishedJob(server.baseUrl, founder.accessToken, slug);
});

afterEach(() => {
  server.app.jobsClock.now = () => new Date();
});

afterAll(async () => {
  await server.close();
});

const applicationCount = async () => (await server.db.selectFrom('job_applications').select('id').execute()).length;
const resumeFiles = async () => (await readdir(resumeDir(server.config.mediaDir))).sort();
const newJob = () => publishedJob(server.baseUrl, founder.accessToken, slug, { title: 'Designer' });

async function expectRefused(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(await readJson(response)).toMatchObject({ success: false, message });
}

describe('POST /api/jobs/:id/applications', () => {
  it('stores the application with its note, its résumé and its first event; the job says the caller applied', async () => {
    const response = await apply(server.baseUrl, seeker.accessToken, job._id, { note: '  Two years of Node.  ', resume: resumeEntry(pdfBytes(3000), 'Asha CV.pdf') });
    expect(response.status).toBe(201);
    const { application } = await readJson(response);
    expect(application).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{26}$/),
      status: 'applied',
      job: { _id: job._id, title: 'Backend Engineer', status: 'published', startup: expect.objectContaining({ slug, name: 'Krishi Setu' }) },
      applicant: { _id: seeker.id, verified: false, profiledetails: expect.any(Object) },
      note: 'Two years of Node.',
      resume: { name: 'Asha CV.pdf', size: 3000 },
      history: [{ status: 'applied', at: application.createdAt, reason: null, note: null }],
      createdAt: expect.any(String),
      updatedAt: application.createdAt,
    });
    const viewer = (await readJson(await getJson(server.baseUrl, `/api/jobs/${job._id}`, seeker.accessToken))).job.viewer;
    expect(viewer).toMatchObject({ applicationId: application._id, applicationStatus: 'applied' });
    const board = (await readJson(await getJson(server.baseUrl, '/api/jobs', seeker.accessToken))).data;
    expect(board.find((listed: any) => listed._id === job._id).viewer).toMatchObject({ applicationId: application._id });
    expect((await readJson(await getJson(server.baseUrl, `/api/jobs/${job._id}`, outsider.accessToken))).job.viewer.applicationId).toBeNull();
  });

  it('refuses a second application by the same person: 409, also when both are sent at once', async () => {
    await expectRefused(await apply(server.baseUrl, seeker.accessToken, job._id), 409, 'You have already applied for this job');
    const fresh = await newJob();
    const files = (await resumeFiles()).length;
    const replies = await Promise.all([1, 2, 3].map(() => apply(server.baseUrl, outsider.accessToken, fresh._id)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409]);
    const stored = await server.db.selectFrom('job_applications').select('id').where('job_id', '=', fresh._id).execute();
    expect(stored).toHaveLength(1);
    // The résumés of the refused ones are not kept.
    expect((await resumeFiles()).length).toBe(files + 1);
  });

  it('refuses a job that no longer takes applications: closed, or past its closing time', async () => {
    const closed = await newJob();
    expect((await sendJson(server.baseUrl, 'POST', `/api/jobs/${closed._id}/close`, { token: founder.accessToken })).status).toBe(200);
    await expectRefused(await apply(server.baseUrl, seeker.accessToken, closed._id), 409, 'This job is no longer taking applications');
    const lapsed = await newJob();
    server.app.jobsClock.now = () => new Date(Date.now() + 31 * DAY_MS);
    await expectRefused(await apply(server.baseUrl, seeker.accessToken, lapsed._id), 409, 'This job is no longer taking applications');
  });

  it("answers a draft as unknown to outsiders (404) and refuses the startup's own members (403)", async () => {
    const draft = (await readJson(await createJob(server.baseUrl, founder.accessToken, slug))).job;
    await expectRefused(await apply(server.baseUrl, seeker.accessToken, draft._id), 404, 'Job not found');
    for (const person of [founder, member]) {
      await expectRefused(await apply(server.baseUrl, person.accessToken, job._id), 403, "You are a member of this job's startup: you cannot apply for its own jobs");
    }
    await expectRefused(await apply(server.baseUrl, seeker.accessToken, '0190aabbccddeeff0011223344'), 404, 'Job not found');
    await expectRefused(await apply(server.baseUrl, seeker.accessToken, 'not-an-id'), 404, 'Job not found');
  });

  it.each([
    ['not a PDF by its leading bytes', { resume: resumeEntry(pngBytes(), 'cv.pdf') }, 415, 'Résumé must be a PDF file'],
    ['a page named .pdf', { resume: resumeEntry(Buffer.from('<html><script>alert(1)</script></html>'), 'cv.pdf') }, 415, 'Résumé must be a PDF file'],
    ['over 5 MB', { resume: resumeEntry(pdfBytes(5 * 1024 * 1024 + 1)) }, 413, 'Résumé must be at most 5 MB'],
    ['no résumé', { resume: null }, 400, 'resume is required: a PDF of at most 5 MB'],
    ['a note over 1000 characters', { note: 'x'.repeat(1001) }, 400, 'note must be at most 1000 characters long'],
  ])('refuses %s, storing nothing', async (_what, form, status, message) => {
    const fresh = await newJob();
    const [before, files] = [await applicationCount(), await resumeFiles()];
    await expectRefused(await apply(server.baseUrl, outsider.accessToken, fresh._id, form), status, message);
    expect(await applicationCount()).toBe(before);
    expect(await resumeFiles()).toEqual(files);
  });

  it('needs a signed-in caller', async () => {
    expect((await apply(server.baseUrl, undefined, job._id)).status).toBe(401);
  });
});

describe('the résumé is private', () => {
  let applicationId: string;
  let file: string;
  const bytes = pdfBytes(4096);

  beforeAll(async () => {
    const fresh = await newJob();
    const response = await apply(server.baseUrl, seeker.accessToken, fresh._id, { resume: resumeEntry(bytes, 'résumé, final.pdf') });
    applicationId = (await readJson(response)).application._id;
    file = (await server.db.selectFrom('job_applications').select('resume_file').where('id', '=', applicationId).executeTakeFirstOrThrow()).resume_file;
  });

  it('the applicant and an active member fetch it as a download, never cached', async () => {
    for (const person of [seeker, member, founder]) {
      const response = await fetchResume(server.baseUrl, person.accessToken, applicationId);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="r_sum_, final.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%2C%20final.pdf`);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('anyone else gets 404 (an invitee not yet active too), a signed-out caller 401', async () => {
    for (const person of [outsider, invitee]) await expectRefused(await fetchResume(server.baseUrl, person.accessToken, applicationId), 404, 'Application not found');
    expect((await fetchResume(server.baseUrl, undefined, applicationId)).status).toBe(401);
  });

  it('is not in the public media directory, and /media answers none of its names', async () => {
    expect(await readdir(server.config.mediaDir)).not.toContain(file);
    for (const name of [file, `private/resumes/${file}`, `private%2Fresumes%2F${file}`, `..%2Fprivate%2Fresumes%2F${file}`, 'private']) {
      const response = await fetch(`${server.baseUrl}/media/${name}`);
      expect([400, 404]).toContain(response.status);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
    // Even a PDF put in the public directory by mistake is no media of the public storage: not served, not removed.
    await writeFile(path.join(server.config.mediaDir, file), bytes);
    expect((await fetch(`${server.baseUrl}/media/${file}`)).status).toBe(404);
    await server.app.media.remove(file);
    expect(await readdir(server.config.mediaDir)).toContain(file);
    await unlink(path.join(server.config.mediaDir, file));
  });

  it('the media sweep keeps live résumés and removes orphaned ones', async () => {
    const dir = resumeDir(server.config.mediaDir);
    const orphan = '0190aabbccddeeff0011223344aabbccdd.pdf';
    const storage = resumeStorage(server.config.mediaDir);
    await writeFile(path.join(dir, orphan), pdfBytes());
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of await readdir(dir)) await utimes(path.join(dir, name), old, old);
    await sweepOrphanMedia(server.db, server.app.media, 0);
    expect(await readdir(dir)).toEqual(expect.arrayContaining([file, orphan]));
    expect(await sweepOrphanResumes(server.db, storage)).toBe(1);
    expect(await readdir(dir)).toContain(file);
    expect(await readdir(dir)).not.toContain(orphan);
  });
});

describe('GET /api/applications/mine and GET /api/applications/:id', () => {
  it("lists the caller's own applications newest first, paged, each with its job and history", async () => {
    const applicant = await signUp(server.baseUrl, { role: 'Investor' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const fresh = await publishedJob(server.baseUrl, founder.accessToken, slug, { title: `Role ${i}` });
      ids.push((await readJson(await apply(server.baseUrl, applicant.accessToken, fresh._id))).application._id);
    }
    const first = await readJson(await getJson(server.baseUrl, '/api/applications/mine?limit=2', applicant.accessToken));
    expect(first.data.map((a: any) => a._id)).toEqual([ids[2], ids[1]]);
    expect(first.data[0]).toMatchObject({ job: { title: 'Role 2', status: 'published' }, history: [{ status: 'applied' }] });
    expect(first.nextCursor).toBe(ids[1]);
    const second = await readJson(await getJson(server.baseUrl, `/api/applications/mine?limit=2&cursor=${first.nextCursor}`, applicant.accessToken));
    expect(second).toEqual({ success: true, data: [expect.objectContaining({ _id: ids[0] })], nextCursor: null });
    expect((await readJson(await getJson(server.baseUrl, '/api/applications/mine', outsider.accessToken))).data.map((a: any) => a._id)).not.toContain(ids[0]);
  });

  it('shows an application to its applicant and the active members only', async () => {
    const fresh = await newJob();
    const id = (await readJson(await apply(server.baseUrl, seeker.accessToken, fresh._id))).application._id;
    for (const person of [seeker, member, founder]) {
      const response = await getJson(server.baseUrl, `/api/applications/${id}`, person.accessToken);
      expect(response.status).toBe(200);
      expect((await readJson(response)).application._id).toBe(id);
    }
    for (const person of [outsider, invitee]) await expectRefused(await getJson(server.baseUrl, `/api/applications/${id}`, person.accessToken), 404, 'Application not found');
    await expectRefused(await getJson(server.baseUrl, '/api/applications/zz', seeker.accessToken), 404, 'Application not found');
  });
});

describe('DELETE /api/applications/:id', () => {
  it('withdraws: kept as withdrawn with its event; again is 409; members 403, others 404', async () => {
    const fresh = await newJob();
    const id = (await readJson(await apply(server.baseUrl, seeker.accessToken, fresh._id))).application._id;
    await expectRefused(await withdraw(server.baseUrl, member.accessToken, id), 403, 'Only the applicant can withdraw an application');
    await expectRefused(await withdraw(server.baseUrl, outsider.accessToken, id), 404, 'Application not found');
    const response = await withdraw(server.baseUrl, seeker.accessToken, id);
    expect(response.status).toBe(200);
    const { application } = await readJson(response);
    expect(application.status).toBe('withdrawn');
    expect(application.history.map((event: any) => event.status)).toEqual(['applied', 'withdrawn']);
    await expectRefused(await withdraw(server.baseUrl, seeker.accessToken, id), 409, 'This application is final (Withdrawn): it can no longer change');
    // Still theirs to read, and still one per job: applying again is refused.
    expect((await getJson(server.baseUrl, `/api/applications/${id}`, seeker.accessToken)).status).toBe(200);
    await expectRefused(await apply(server.baseUrl, seeker.accessToken, fresh._id), 409, 'You have already applied for this job');
  });
});
