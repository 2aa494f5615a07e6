import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { insertUser } from './users-repository';
import { contentVisibleTo, personVisibleTo } from './visibility';

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

async function seesPerson(viewerId: string | undefined, userId: string): Promise<boolean> {
  const row = await testDb.db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', '=', userId)
    .where(personVisibleTo(viewerId, 'u.id'))
    .executeTakeFirst();
  return row !== undefined;
}

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

async function report(reporterId: string, targetType: 'user' | 'video', targetId: string) {
  await testDb.db
    .insertInto('reports')
    .values({
      id: newId(),
      reporter_id: reporterId,
      target_type: targetType,
      target_id: targetId,
      target_user_id: null,
      category: 'spam',
      comment: null,
      evidence: '{}',
      status: 'open',
      created_at: now(),
      deadline_at: now(),
      decided_at: null,
      decided_by: null,
    })
    .execute();
}

describe('personVisibleTo', () => {
  it('hides a person from someone they blocked and from someone who blocked them, and from nobody else', async () => {
    const [blocker, blocked, other] = [await user(), await user(), await user()];
    await testDb.db.insertInto('blocks').values({ blocker_id: blocker, blocked_id: blocked, created_at: now() }).execute();
    expect(await seesPerson(blocker, blocked)).toBe(false);
    expect(await seesPerson(blocked, blocker)).toBe(false);
    expect(await seesPerson(other, blocked)).toBe(true);
    expect(await seesPerson(other, blocker)).toBe(true);
    expect(await seesPerson(undefined, blocked)).toBe(true);
  });

  it('hides a reported person from their reporter only, and a suspended or hidden person from everyone', async () => {
    const [reporter, reported, suspended, hidden, other] = [await user(), await user(), await user(), await user(), await user()];
    await report(reporter, 'user', reported);
    expect(await seesPerson(reporter, reported)).toBe(false);
    expect(await seesPerson(other, reported)).toBe(true);

    await testDb.db.updateTable('users').set({ suspended_at: now() }).where('id', '=', suspended).execute();
    await testDb.db.insertInto('hidden_content').values({ target_type: 'user', target_id: hidden, reason: 'reports', created_at: now() }).execute();
    for (const viewer of [other, undefined]) {
      expect(await seesPerson(viewer, suspended)).toBe(false);
      expect(await seesPerson(viewer, hidden)).toBe(false);
    }
  });
});

describe('contentVisibleTo', () => {
  it("hides an item from its reporter, a hidden item from everyone, and a blocked or suspended author's items", async () => {
    const [author, reporter, blocker, other] = [await user(), await user(), await user(), await user()];
    const [reported, hidden, plain] = [await video(author), await video(author), await video(author)];
    await report(reporter, 'video', reported);
    await testDb.db.insertInto('hidden_content').values({ target_type: 'video', target_id: hidden, reason: 'removed', created_at: now() }).execute();
    await testDb.db.insertInto('blocks').values({ blocker_id: blocker, blocked_id: author, created_at: now() }).execute();

    expect(await seesVideo(reporter, reported)).toBe(false);
    expect(await seesVideo(other, reported)).toBe(true);
    expect(await seesVideo(other, hidden)).toBe(false);
    expect(await seesVideo(undefined, hidden)).toBe(false);
    expect(await seesVideo(blocker, plain)).toBe(false);
    expect(await seesVideo(other, plain)).toBe(true);

    await testDb.db.updateTable('users').set({ suspended_at: now() }).where('id', '=', author).execute();
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
