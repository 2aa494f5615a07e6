import { loadConfig } from '@startupsetu/server-core/config';
import { FileMediaStorage } from '@startupsetu/server-core/media/file-media-storage';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { buildApiApp } from '@startupsetu/api/app';
import { TEST_JWT_SECRET, bearer, postJson, readJson } from '@startupsetu/api/testing/api-test-server';
import { COUNT_CAP } from '@startupsetu/server-core/repositories/capped-count';
import { trigramIndexOptions } from '@startupsetu/server-core/testing/text-index-options';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAVY_EMAIL, HEAVY_PASSWORD, NO_MATCH_TERM, SOME_MATCH_TERM } from './load-people';
import { seedLoad, type LoadSummary } from './seed-load';
import { HEAVY_CONVERSATIONS, UNREAD_PER_CONVERSATION } from './seed-messages';
import { UNREAD_NOTIFICATIONS } from './seed-notifications';

const COUNTS = { users: 150, videos: 30, messages: 1000, notifications: 100, jobs: 50 };

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
});
