import type { Database } from '@startupsetu/server-core/db/database';
import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { queryPlans } from '@startupsetu/server-core/testing/query-plans';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBlogs } from '../routes/blogs/blogs-repository';
import { insertVideoComment, listVideoComments } from '../routes/comments/comments-repository';
import { insertTalkComment } from '../routes/talks/talks-repository';
import { listVideos, setVideoLike } from '../routes/videos/videos-repository';
import { seedBlog, seedVideo } from '../testing/content';

// A page of content costs the same number of queries however many items, authors and likes it
// has: authors are joined and counts are subqueries, never one query per item.

let testDb: TestDatabase;
let userIds: string[];

beforeAll(async () => {
  testDb = await createTestDatabase();
  const db = testDb.db;
  userIds = [];
  for (let i = 0; i < 4; i += 1) {
    const user = await insertUser(db, { email: `author${i}@example.com`, passwordHash: 'h', role: 'Hustler' });
    userIds.push(user.id);
  }
  for (let i = 0; i < 12; i += 1) {
    const videoId = await seedVideo(db, userIds[i % 4]!);
    for (const userId of userIds.slice(0, i % 5)) await setVideoLike(db, { userId, videoId, liked: true });
    await insertVideoComment(db, { videoId, userId: userIds[(i + 1) % 4]!, text: `comment ${i}` });
  }
  for (let i = 0; i < 6; i += 1) {
    const id = await seedBlog(db, userIds[i % 4]!, i % 2 === 0 ? 'talk' : 'blog');
    if (i % 2 === 0) {
      for (const userId of userIds) await insertTalkComment(db, { talkId: id, userId, text: `on talk ${i}` });
    }
  }
});

afterAll(async () => {
  await testDb.close();
});

function countingQueries(db: Database) {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      return args.node;
    },
    // Once per query sent (subqueries pass through transformQuery too).
    async transformResult(args) {
      count += 1;
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), queries: () => count };
}

describe('list queries', () => {
  it.each([3, 12])('lists %i videos with their uploaders and likes in one query', async (limit) => {
    const { db, queries } = countingQueries(testDb.db);
    const page = await listVideos(db, { viewerId: userIds[0], limit });
    expect(page.items).toHaveLength(limit);
    expect(queries()).toBe(1);
    expect(new Set(page.items.map((video) => video.uploadedBy._id)).size).toBeGreaterThan(1);
  });

  it('counts likes per video and reports the viewer’s own', async () => {
    const page = await listVideos(testDb.db, { viewerId: userIds[1], limit: 12 });
    // Newest first: video i has the likes of the first (i % 5) users.
    const expected = Array.from({ length: 12 }, (_, i) => i % 5).reverse();
    expect(page.items.map((video) => video.likes)).toEqual(expected);
    expect(page.items.map((video) => video.userHasLiked)).toEqual(expected.map((likes) => likes >= 2));
    const anonymous = await listVideos(testDb.db, { limit: 12 });
    expect(anonymous.items.every((video) => !video.userHasLiked)).toBe(true);
  });

  it.each([2, 6])('lists %i blogs and talks with their newest talk comments and counts in three queries', async (limit) => {
    const { db, queries } = countingQueries(testDb.db);
    const page = await listBlogs(db, { limit });
    expect(page.items).toHaveLength(limit);
    expect(queries()).toBe(3);
    // Each talk has four comments: the newest three are embedded, and all four counted.
    for (const item of page.items) {
      expect(item.comments).toHaveLength(item.kind === 'talk' ? 3 : 0);
      expect(item.commentCount).toBe(item.kind === 'talk' ? 4 : 0);
    }
  });

  it("counts each listed talk's comments through the talk's index, never scanning all comments", async () => {
    const plans = await queryPlans(testDb.db, (db) => listBlogs(db, { kind: 'talk', viewerId: userIds[0], limit: 3 }));
    expect(plans).toHaveLength(3);
    const counts = plans[2] ?? '';
    const postgres = Boolean(testDb.databaseUrl);
    expect(counts, counts).toMatch(postgres ? /blogs_pkey/ : /sqlite_autoindex_blogs_1/);
    expect(counts, counts).toMatch(/talk_comments_talk_id_idx/);
    expect(counts, counts).not.toMatch(postgres ? /Seq Scan on (talk_comments|blogs)\b/ : /^SCAN (c|b)\b/m);
  });

  it('lists blogs alone in one query (no talk, no comment query)', async () => {
    const { db, queries } = countingQueries(testDb.db);
    const page = await listBlogs(db, { kind: 'blog', limit: 10 });
    expect(page.items.map((item) => item.kind)).toEqual(['blog', 'blog', 'blog']);
    expect(queries()).toBe(1);
  });

  it('lists a video’s comments with their authors in one query', async () => {
    const [video] = (await listVideos(testDb.db, { limit: 1 })).items;
    const { db, queries } = countingQueries(testDb.db);
    const page = await listVideoComments(db, video!._id, { limit: 50 });
    expect(page.items).toHaveLength(1);
    expect(queries()).toBe(1);
  });
});
