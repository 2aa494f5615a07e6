import { loadConfig } from '@startupsetu/server-core/config';
import { FileMediaStorage } from '@startupsetu/server-core/media/file-media-storage';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { buildApiApp } from '@startupsetu/api/app';
import { TEST_JWT_SECRET, bearer, postJson, readJson } from '@startupsetu/api/testing/api-test-server';
import { COUNT_CAP } from '@startupsetu/server-core/repositories/capped-count';
import { trigramIndexOptions } from '@startupsetu/server-core/testing/text-index-options';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@startupsetu/server-core/contract/application-fields';
import { moveTo, withdraw } from '@startupsetu/api/testing/applications';
import { HEAVY_EMAIL, HEAVY_PASSWORD, NO_MATCH_TERM, SOME_MATCH_TERM, emailOf } from './load-people';
import { HEAVY_SHARE, PIPELINE_SHARE } from './seed-applications';
import { seedLoad, type LoadSummary } from './seed-load';
import { HEAVY_CONVERSATIONS, UNREAD_PER_CONVERSATION } from './seed-messages';
import { UNREAD_NOTIFICATIONS } from './seed-notifications';

const COUNTS = { users: 150, videos: 30, messages: 1000, notifications: 100, jobs: 50, applications: 400 };

describe('seed:load', () => {
  let testDb: TestDatabase;
  let summary: LoadSummary;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: testDb.dataDir, JWT_SECRET: TEST_JWT_SECRET });
    summary = await seedLoad(testDb.db, new FileMediaStorage(config.mediaDir), COUNTS);
  }, 60_000);
  afterAll(() => testDb?.close());

  const count = async (table: 'users' | 'videos' | 'messages' | 'notifications') =>
    Number((await testDb.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  it('writes the rows asked for', async () => {
    expect(await count('users')).toBe(COUNTS.users);
    expect(await count('videos')).toBe(COUNTS.videos);
    expect(await count('messages')).toBe(COUNTS.messages);
    expect(await count('notifications')).toBe(COUNTS.notifications);
  });

  it('publishes the jobs up to now, the oldest tenth closed by now, and the heavy user saves every tenth', async () => {
    const { db } = testDb;
    const jobs = await db.selectFrom('jobs').select(['status', 'closes_at']).execute();
    expect(jobs).toHaveLength(COUNTS.jobs);
    expect(jobs.every((job) => job.status === 'published')).toBe(true);
    expect(jobs.filter((job) => job.closes_at! <= new Date().toISOString())).toHaveLength(COUNTS.jobs / 10);
    const saved = await db.selectFrom('saved_jobs').select('user_id').execute();
    expect(saved.map((row) => row.user_id)).toEqual(Array(COUNTS.jobs / 10).fill(summary.userIds[0]));
  });

  it('gives the heavy user a tenth of the applications, one per job of other startups, and their startup a job with a quarter', async () => {
    const { db } = testDb;
    const heavy = summary.userIds[0]!;
    const rows = await db.selectFrom('job_applications').select(['id', 'job_id', 'startup_id', 'applicant_id', 'status', 'reply_due_at', 'first_answered_at']).execute();
    expect(rows).toHaveLength(COUNTS.applications);
    const theirs = rows.filter((row) => row.applicant_id === heavy);
    expect(theirs).toHaveLength(COUNTS.applications * HEAVY_SHARE);
    expect(new Set(theirs.map((row) => row.job_id)).size).toBe(theirs.length);
    const memberOf = new Set((await db.selectFrom('startup_members').select('startup_id').where('user_id', '=', heavy).execute()).map((row) => row.startup_id));
    expect(theirs.some((row) => memberOf.has(row.startup_id))).toBe(false);
    const pipeline = rows.filter((row) => row.job_id === summary.ids.pipelineJobId);
    expect(pipeline).toHaveLength(COUNTS.applications * PIPELINE_SHARE);
    expect(memberOf.has(pipeline[0]!.startup_id)).toBe(true);
    expect(new Set(pipeline.map((row) => row.status))).toEqual(new Set(APPLICATION_STATUSES));
    // Withdrawn before any answer (no reply owed: reply_due_at cleared) and after one.
    const withdrawn = pipeline.filter((row) => row.status === 'withdrawn');
    expect(withdrawn.some((row) => row.first_answered_at === null && row.reply_due_at === null)).toBe(true);
    expect(withdrawn.some((row) => row.first_answered_at !== null)).toBe(true);
    const job = await db.selectFrom('jobs').select(['status', 'closes_at']).where('id', '=', summary.ids.pipelineJobId!).executeTakeFirstOrThrow();
    expect(job.closes_at! > new Date().toISOString()).toBe(true);
    // No application from one of its startup's members.
    const members = await db.selectFrom('startup_members').select(['startup_id', 'user_id']).execute();
    const pairs = new Set(members.map((m) => `${m.startup_id} ${m.user_id}`));
    expect(rows.some((row) => pairs.has(`${row.startup_id} ${row.applicant_id}`))).toBe(false);
  });

  it("leaves each application the events and counts the repository's calls would have", async () => {
    const { db } = testDb;
    const applications = await db.selectFrom('job_applications').selectAll().execute();
    const events = await db.selectFrom('application_events').selectAll().orderBy('application_id').orderBy('id').execute();
    const byApplication = new Map<string, typeof events>();
    for (const event of events) byApplication.set(event.application_id, [...(byApplication.get(event.application_id) ?? []), event]);
    for (const application of applications) {
      const history = byApplication.get(application.id)!;
      expect(history[0]).toEqual(expect.objectContaining({ status: 'applied', actor_id: application.applicant_id, at: application.created_at }));
      expect(history.at(-1)!.status).toBe(application.status);
      expect(history.at(-1)!.at).toBe(application.updated_at);
      expect(history.map((event) => event.at)).toEqual(history.map((event) => event.at).sort());
      expect(history.every((event) => (event.status === 'rejected') === (event.reason !== null))).toBe(true);
      const answer = history.find((event) => event.actor_id !== application.applicant_id);
      expect(application.first_answered_at).toBe(answer?.at ?? null);
      expect(application.created_at <= new Date().toISOString()).toBe(true);
    }
    // startup_reply_counts as reply-rate.ts keeps it: those owed a reply, and those answered in time.
    const counts = await db.selectFrom('startup_reply_counts').selectAll().execute();
    const expected = new Map<string, { applications: number; answered_in_time: number }>();
    for (const row of applications) {
      const entry = expected.get(row.startup_id) ?? { applications: 0, answered_in_time: 0 };
      if (row.reply_due_at !== null) entry.applications += 1;
      if (row.first_answered_at !== null && row.reply_due_at !== null && row.first_answered_at <= row.reply_due_at) entry.answered_in_time += 1;
      expected.set(row.startup_id, entry);
    }
    expect(Object.fromEntries(counts.map((row) => [row.startup_id, { applications: Number(row.applications), answered_in_time: Number(row.answered_in_time) }]))).toEqual(
      Object.fromEntries(expected),
    );
  });

  it('gives the heavy user half of the messages, over about a hundred conversations, and half of the notifications', async () => {
    const heavy = summary.userIds[0]!;
    const { db } = testDb;
    const theirs = await db
      .selectFrom('messages')
      .select(sql<string>`case when sender_id = ${heavy} then receiver_id else sender_id end`.as('other'))
      .where((eb) => eb.or([eb('sender_id', '=', heavy), eb('receiver_id', '=', heavy)]))
      .execute();
    expect(theirs).toHaveLength(COUNTS.messages / 2);
    const perPartner = new Map<string, number>();
    for (const { other } of theirs) perPartner.set(other, (perPartner.get(other) ?? 0) + 1);
    expect(perPartner.size).toBe(HEAVY_CONVERSATIONS);
    const unreadByHeavy = await db.selectFrom('messages').select('id').where('receiver_id', '=', heavy).where('read_at', 'is', null).execute();
    expect(unreadByHeavy).toHaveLength(HEAVY_CONVERSATIONS * UNREAD_PER_CONVERSATION);
    expect(Math.max(...perPartner.values()) - Math.min(...perPartner.values())).toBeLessThanOrEqual(1);
    const notifications = await db.selectFrom('notifications').select('is_read').where('user_id', '=', heavy).execute();
    expect(notifications).toHaveLength(COUNTS.notifications / 2);
    expect(notifications.filter((row) => row.is_read === 0)).toHaveLength(UNREAD_NOTIFICATIONS);
  });

  it("leaves PostgreSQL's trigram indexes taking entries in place, as searches need, after writing in bulk", async () => {
    if (!testDb.databaseUrl) return;
    const options = await trigramIndexOptions(testDb.db);
    expect(Object.keys(options)).toHaveLength(10);
    for (const [name, set] of Object.entries(options)) expect(set, name).toContain('fastupdate=off');
  });

  it('saves profiles as the profile form does, so searches find them', async () => {
    const rows = await testDb.db.selectFrom('users').select(['search_text', 'has_username']).execute();
    expect(rows.every((row) => row.has_username === 1)).toBe(true);
    const matching = rows.filter((row) => row.search_text.includes(SOME_MATCH_TERM)).length;
    expect(matching).toBeGreaterThan(0);
    expect(matching).toBeLessThan(COUNTS.users / 10);
    expect(rows.some((row) => row.search_text.includes(NO_MATCH_TERM))).toBe(false);
  });

  it('lets the heavy user sign in through the api and see their unread messages and chats', async () => {
    const config = loadConfig({ DATA_DIR: testDb.dataDir, JWT_SECRET: TEST_JWT_SECRET });
    const app = await buildApiApp({ db: testDb.db, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const signIn = await postJson(baseUrl, '/api/auth/signin', { email: HEAVY_EMAIL, password: HEAVY_PASSWORD });
      expect(signIn.status).toBe(200);
      const { accessToken } = await readJson(signIn);
      const unread = await readJson(await fetch(`${baseUrl}/api/messages/unread-count`, { headers: bearer(accessToken) }));
      expect(unread).toEqual(expect.objectContaining({ count: Math.min(COUNT_CAP, HEAVY_CONVERSATIONS * UNREAD_PER_CONVERSATION) }));
      const chats = await fetch(`${baseUrl}/api/messages?limit=5`, { headers: bearer(accessToken) });
      expect(chats.status).toBe(200);
      expect(await readJson(chats)).toHaveLength(5);
    } finally {
      await app.close();
    }
  });

  it('lets the api list, move and withdraw the applications as its own', async () => {
    const config = loadConfig({ DATA_DIR: testDb.dataDir, JWT_SECRET: TEST_JWT_SECRET });
    const app = await buildApiApp({ db: testDb.db, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const tokenOf = async (email: string) => (await readJson(await postJson(baseUrl, '/api/auth/signin', { email, password: HEAVY_PASSWORD }))).accessToken as string;
      const heavy = await tokenOf(HEAVY_EMAIL);
      const get = async (path: string, token = heavy) => {
        const response = await fetch(`${baseUrl}${path}`, { headers: bearer(token) });
        expect(response.status, path).toBe(200);
        return readJson(response);
      };
      const mine = await get('/api/applications/mine');
      expect(mine.data).toHaveLength(20);
      expect(mine.data.every((application: any) => application.applicant._id === summary.userIds[0] && application.history.length > 0)).toBe(true);
      const pipelinePath = `/api/jobs/${summary.ids.pipelineJobId}/applications`;
      const all = await get(pipelinePath);
      expect(all.data).toHaveLength(20);
      expect(all.data.map((application: any) => application._id)).toEqual(all.data.map((application: any) => application._id).sort().reverse());
      const interviewing = await get(`${pipelinePath}?status=interviewing`);
      expect(interviewing.data.length).toBeGreaterThan(0);
      expect(interviewing.data.every((application: any) => application.status === 'interviewing' && application.history.length === 3)).toBe(true);
      expect((await get(`/api/startups/${summary.ids.ownStartupSlug}/jobs`)).data.length).toBeGreaterThan(0);
      // Its one job here closed itself: an outsider sees its open ones only.
      expect((await get(`/api/startups/${summary.ids.otherStartupSlug}/jobs`)).data).toEqual([]);

      // The startup moves one still waiting; its applicant withdraws another.
      const applied = (await get(`${pipelinePath}?status=applied`)).data as any[];
      const moved = await moveTo(baseUrl, heavy, applied[0]._id, { status: 'shortlisted' });
      expect(moved.status).toBe(200);
      expect((await readJson(moved)).application.history.map((event: any) => event.status)).toEqual(['applied', 'shortlisted']);
      const applicantIndex = summary.userIds.indexOf(applied[1].applicant._id);
      const withdrawn = await withdraw(baseUrl, await tokenOf(emailOf(applicantIndex)), applied[1]._id);
      expect(withdrawn.status).toBe(200);
      expect((await readJson(withdrawn)).application.status).toBe('withdrawn');
    } finally {
      await app.close();
    }
  });
});
