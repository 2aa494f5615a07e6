import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { blockRow, hiddenRow, reportRow, suspendRow } from '../testing/safety-rows';
import { insertUser, personVisible } from './users-repository';
import { contentVisibleTo } from './visibility';

let testDb: TestDatabase;
let counter = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
});

afterAll(async () => {
  await testDb.close();
});

async function user() {
  counter += 1;
  return (await insertUser(testDb.db, { email: `visibility-${counter}@example.com`, passwordHash: 'h', role: 'Hustler' })).id;
}

const now = () => new Date().toISOString();

async function video(authorId: string): Promise<string> {
  const id = newId();
  await testDb.db
    .insertInto('videos')
    .values({ id, user_id: authorId, title: 't', description: 'd', video_file: `${id}.mp4`, mime_type: 'video/mp4', size_bytes: 1, created_at: now() })
    .execute();
  return id;
}

async function seesVideo(viewerId: string | undefined, videoId: string): Promise<boolean> {
  const row = await testDb.db
    .selectFrom('videos as v')
    .select('v.id')
    .where('v.id', '=', videoId)
    .where(contentVisibleTo(viewerId, 'video', 'v.id', 'v.user_id'))
    .executeTakeFirst();
  return row !== undefined;
}

describe('personVisibleTo', () => {
  it('hides a person from someone they blocked and from someone who blocked them, and from nobody else', async () => {
    const [blocker, blocked, other] = [await user(), await user(), await user()];
    await blockRow(testDb.db, blocker, blocked);
    expect(await personVisible(testDb.db, blocker, blocked)).toBe(false);
    expect(await personVisible(testDb.db, blocked, blocker)).toBe(false);
    expect(await personVisible(testDb.db, other, blocked)).toBe(true);
    expect(await personVisible(testDb.db, other, blocker)).toBe(true);
    expect(await personVisible(testDb.db, undefined, blocked)).toBe(true);
  });

  it('hides a reported person from their reporter only, and a suspended or hidden person from everyone', async () => {
    const [reporter, reported, suspended, hidden, other] = [await user(), await user(), await user(), await user(), await user()];
    await reportRow(testDb.db, reporter, 'user', reported);
    expect(await personVisible(testDb.db, reporter, reported)).toBe(false);
    expect(await personVisible(testDb.db, other, reported)).toBe(true);

    await suspendRow(testDb.db, suspended);
    await hiddenRow(testDb.db, 'user', hidden);
    for (const viewer of [other, undefined]) {
      expect(await personVisible(testDb.db, viewer, suspended)).toBe(false);
      expect(await personVisible(testDb.db, viewer, hidden)).toBe(false);
    }
  });
});

describe('contentVisibleTo', () => {
  it("hides an item from its reporter, a hidden item from everyone, and a blocked or suspended author's items", async () => {
    const [author, reporter, blocker, other] = [await user(), await user(), await user(), await user()];
    const [reported, hidden, plain] = [await video(author), await video(author), await video(author)];
    await reportRow(testDb.db, reporter, 'video', reported);
    await hiddenRow(testDb.db, 'video', hidden);
    await blockRow(testDb.db, blocker, author);

    expect(await seesVideo(reporter, reported)).toBe(false);
    expect(await seesVideo(other, reported)).toBe(true);
    expect(await seesVideo(other, hidden)).toBe(false);
    expect(await seesVideo(undefined, hidden)).toBe(false);
    expect(await seesVideo(blocker, plain)).toBe(false);
    expect(await seesVideo(other, plain)).toBe(true);

    await suspendRow(testDb.db, author);
    expect(await seesVideo(other, plain)).toBe(false);
    expect(await seesVideo(undefined, plain)).toBe(false);
  });
});

describe('moderation_actions', () => {
  it('is append-only: the database refuses to change or delete an entry', async () => {
    const id = newId();
    await testDb.db
      .insertInto('moderation_actions')
      .values({ id, moderator_id: null, moderator_email: 'command line', report_id: null, action: 'dismiss', target_type: 'video', target_id: 'x', target_user_id: null, note: null, created_at: now() })
      .execute();
    await expect(testDb.db.updateTable('moderation_actions').set({ note: 'rewritten' }).where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    await expect(testDb.db.deleteFrom('moderation_actions').where('id', '=', id).execute()).rejects.toThrow(/append-only/);
    const row = await testDb.db.selectFrom('moderation_actions').select('note').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.note).toBeNull();
  });
});
