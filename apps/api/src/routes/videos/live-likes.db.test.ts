import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { seedVideo } from '../../testing/content';
import { collect, nextEvent, socketPool } from '../../testing/sockets';

// Like counts change live (issue 25): every socket watching a video hears its count when anyone
// likes or unlikes it; sockets that do not watch it, and users the owner has since blocked, been
// blocked by or reported, hear nothing.

let server: ApiTestServer;
let owner: TestAccount;
let viewer: TestAccount;
let liker: TestAccount;
const sockets = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
  [owner, viewer, liker] = await Promise.all([
    signUp(server.baseUrl, { role: 'Hustler' }),
    signUp(server.baseUrl, { role: 'Investor' }),
    signUp(server.baseUrl, { role: 'Cofounder' }),
  ]);
});

afterEach(() => sockets.closeAll());
afterAll(async () => {
  await server.close();
});

async function like(videoId: string, liked: boolean, who = liker) {
  const response = await postJson(server.baseUrl, '/api/videos/like', { videoId, liked }, bearer(who.accessToken));
  expect(response.status).toBe(200);
}

async function watching(account: TestAccount, videoId: string): Promise<Socket> {
  const socket = await sockets.open(account.accessToken);
  expect(await socket.emitWithAck('watchVideos', { videoIds: [videoId] })).toEqual({ ok: true });
  return socket;
}

/** What `socket` heard once every earlier push to it has arrived (an ack follows them). */
async function heardBy(socket: Socket, heard: unknown[]) {
  await socket.emitWithAck('sendComment', {});
  return heard;
}

describe('videoLikes', () => {
  it('tells every socket watching the video its count, on each like and unlike, and no one else', async () => {
    const videoId = await seedVideo(server.db, owner.id);
    const [first, second] = [await watching(viewer, videoId), await watching(owner, videoId)];
    const bystander = await sockets.open(viewer.accessToken);
    const bystanderHeard = collect(bystander, 'videoLikes');

    const heardLike = [nextEvent(first, 'videoLikes'), nextEvent(second, 'videoLikes')];
    await like(videoId, true);
    expect(await Promise.all(heardLike)).toEqual([{ videoId, likes: 1 }, { videoId, likes: 1 }]);

    const heardUnlike = nextEvent(first, 'videoLikes');
    await like(videoId, false);
    expect(await heardUnlike).toEqual({ videoId, likes: 0 });
    expect(await heardBy(bystander, bystanderHeard)).toEqual([]);
  });

  it.each([
    ['the owner blocked', (other: TestAccount) => postJson(server.baseUrl, '/api/blocks', { userId: other.id }, bearer(owner.accessToken))],
    ['who blocked the owner', (other: TestAccount) => postJson(server.baseUrl, '/api/blocks', { userId: owner.id }, bearer(other.accessToken))],
  ])('does not reach a user %s after they began watching', async (_case, block) => {
    const videoId = await seedVideo(server.db, owner.id);
    const other = await signUp(server.baseUrl, { role: 'Investor' });
    const [theirs, witness] = [await watching(other, videoId), await watching(viewer, videoId)];
    const theyHeard = collect(theirs, 'videoLikes');
    expect((await block(other)).status).toBe(201);

    const witnessHears = nextEvent(witness, 'videoLikes');
    await like(videoId, true);
    expect(await witnessHears).toEqual({ videoId, likes: 1 });
    expect(await heardBy(theirs, theyHeard)).toEqual([]);
  });

  it('does not reach a user who reported the owner after they began watching', async () => {
    const videoId = await seedVideo(server.db, owner.id);
    const reporter = await signUp(server.baseUrl, { role: 'Jobseeker' });
    const [theirs, witness] = [await watching(reporter, videoId), await watching(viewer, videoId)];
    const theyHeard = collect(theirs, 'videoLikes');
    const report = { targetType: 'user', targetId: owner.id, category: 'spam' };
    expect((await postJson(server.baseUrl, '/api/reports', report, bearer(reporter.accessToken))).status).toBe(201);

    const witnessHears = nextEvent(witness, 'videoLikes');
    await like(videoId, true);
    expect(await witnessHears).toEqual({ videoId, likes: 1 });
    expect(await heardBy(theirs, theyHeard)).toEqual([]);
  });
});
