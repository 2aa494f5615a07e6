import { letWrite } from './testing/message-request-route-samples';
import { randomUUID } from 'node:crypto';
import {
  describeIdempotentWrite,
  type WriteActor,
  type WriteTarget,
} from '@startupsetu/server-core/http/idempotency-write-suite';
import { afterAll, beforeAll } from 'vitest';
import { bearer, postJson, signUp, startApiTestServer, type ApiTestServer } from './testing/api-test-server';
import { seedBlog, seedVideo } from './testing/content';

// The api's writes that the web app's offline outbox replays with an Idempotency-Key.

let server: ApiTestServer;
/** Two users who write, and one who owns the videos and talks and receives the messages. */
let users: WriteActor[];
let owner: WriteActor;

beforeAll(async () => {
  server = await startApiTestServer();
  const accounts = await Promise.all([1, 2, 3].map(() => signUp(server.baseUrl, { role: 'Hustler' })));
  users = accounts.map((account) => ({ id: account.id, token: account.accessToken }));
  // They write to each other freely (DESIGN §7.4: accepted requests, every way).
  for (const from of accounts) for (const to of accounts) if (from !== to) await letWrite(server.db, from.id, to.id);
  owner = users[2]!;
});

afterAll(async () => {
  await server?.close();
});

const common = {
  baseUrl: () => server.baseUrl,
  actors: (): [WriteActor, WriteActor] => [users[0]!, users[1]!],
};
const count = (rows: Promise<unknown[]>) => rows.then((list) => list.length);

describeIdempotentWrite({
  ...common,
  name: 'POST /api/videos/like',
  otherPath: '/api/videos/comments',
  rowsWithoutKey: 1,
  async target(): Promise<WriteTarget> {
    const videoId = await seedVideo(server.db, owner.id);
    return {
      path: '/api/videos/like',
      body: { videoId, liked: true },
      count: () => count(server.db.selectFrom('video_likes').select('user_id').where('video_id', '=', videoId).execute()),
      async undo(actor) {
        const response = await postJson(server.baseUrl, '/api/videos/like', { videoId, liked: false }, bearer(actor.token));
        if (response.status !== 200) throw new Error(`unlike failed: ${response.status}`);
      },
    };
  },
  invalidBody: () => ({ liked: true }),
});

describeIdempotentWrite({
  ...common,
  name: 'POST /api/videos/comments',
  otherPath: '/api/videos/like',
  rowsWithoutKey: 2,
  async target() {
    const videoId = await seedVideo(server.db, owner.id);
    return {
      path: '/api/videos/comments',
      body: { videoId, text: 'Great pitch' },
      count: () => count(server.db.selectFrom('video_comments').select('id').where('video_id', '=', videoId).execute()),
    };
  },
  // A video that does not exist: a 404 from the route itself.
  invalidBody: () => ({ videoId: '0'.repeat(26), text: 'Great pitch' }),
});

describeIdempotentWrite({
  ...common,
  name: 'POST /api/userprofile/addTalks',
  otherPath: '/api/messages',
  rowsWithoutKey: 2,
  async target() {
    const title = `Who is building for farmers? ${randomUUID()}`;
    return {
      path: '/api/userprofile/addTalks',
      body: { title },
      count: () =>
        count(server.db.selectFrom('blogs').select('id').where('kind', '=', 'talk').where('title', '=', title).execute()),
    };
  },
  invalidBody: () => ({ title: '   ' }),
});

describeIdempotentWrite({
  ...common,
  name: 'POST /api/talks/:talkId/comments',
  otherPath: '/api/userprofile/addTalks',
  rowsWithoutKey: 2,
  async target() {
    const talkId = await seedBlog(server.db, owner.id, 'talk');
    return {
      path: `/api/talks/${talkId}/comments`,
      body: { text: 'Count me in' },
      count: () => count(server.db.selectFrom('talk_comments').select('id').where('talk_id', '=', talkId).execute()),
    };
  },
  invalidBody: () => ({}),
});

describeIdempotentWrite({
  ...common,
  name: 'POST /api/messages',
  otherPath: '/api/userprofile/addTalks',
  rowsWithoutKey: 2,
  async target() {
    const text = `Shall we meet on Friday? ${randomUUID()}`;
    return {
      path: '/api/messages',
      body: { receiverId: owner.id, text },
      count: () => count(server.db.selectFrom('messages').select('id').where('text', '=', text).execute()),
    };
  },
  invalidBody: (_target, actor) => ({ receiverId: actor.id, text: 'Talking to myself' }),
});
