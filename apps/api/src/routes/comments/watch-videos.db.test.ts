import { letWrite } from '../../testing/message-request-route-samples';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { seedVideo } from '../../testing/content';
import { collect, nextEvent, socketPool } from '../../testing/sockets';

let server: ApiTestServer;
let owner: TestAccount;
let viewer: TestAccount;
let first: string;
let second: string;
const sockets = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
  owner = await signUp(server.baseUrl, { role: 'Cofounder' });
  viewer = await signUp(server.baseUrl, { role: 'Investor' });
  await letWrite(server.db, owner.id, viewer.id);
  first = await seedVideo(server.db, owner.id);
  second = await seedVideo(server.db, owner.id);
});

afterEach(() => sockets.closeAll());

afterAll(async () => {
  await server.close();
});

async function commentOn(videoId: string) {
  const response = await postJson(server.baseUrl, '/api/videos/comments', { videoId, text: 'Nice' }, bearer(owner.accessToken));
  expect(response.status).toBe(201);
}

/** What `socket` heard as newComment once every earlier push to it has arrived (an ack follows them). */
async function heardBy(socket: Socket, heard: unknown[]) {
  await socket.emitWithAck('sendComment', {});
  return heard;
}

describe('watchVideos', () => {
  it('a socket that never asked hears no newComment', async () => {
    const [watcher, bystander] = await Promise.all([sockets.open(viewer.accessToken), sockets.open(viewer.accessToken)]);
    expect(await watcher.emitWithAck('watchVideos', { videoIds: [first] })).toEqual({ ok: true });
    const heard = collect(bystander, 'newComment');
    const watcherHears = nextEvent(watcher, 'newComment');
    await commentOn(first);
    expect(await watcherHears).toEqual({ videoId: first });
    expect(await heardBy(bystander, heard)).toEqual([]);
  });

  it('replaces the watched videos with each request; an empty list stops them all', async () => {
    const socket = await sockets.open(viewer.accessToken);
    const heard = collect(socket, 'newComment');
    expect(await socket.emitWithAck('watchVideos', { videoIds: [first] })).toEqual({ ok: true });
    expect(await socket.emitWithAck('watchVideos', { videoIds: [second, second] })).toEqual({ ok: true });
    await commentOn(first);
    await commentOn(second);
    expect(await heardBy(socket, heard)).toEqual([{ videoId: second }]);

    expect(await socket.emitWithAck('watchVideos', { videoIds: [] })).toEqual({ ok: true });
    await commentOn(second);
    expect(await heardBy(socket, heard)).toEqual([{ videoId: second }]);
  });

  it('keeps its own rooms: the user still hears their chat after watching videos', async () => {
    const socket = await sockets.open(viewer.accessToken);
    await socket.emitWithAck('watchVideos', { videoIds: [first] });
    await socket.emitWithAck('watchVideos', { videoIds: [] });
    const message = nextEvent(socket, 'receiveMessage');
    const ownerSocket = await sockets.open(owner.accessToken);
    expect(await ownerSocket.emitWithAck('sendMessage', { receiverId: viewer.id, text: 'still here?' })).toMatchObject({ ok: true });
    expect(await message).toMatchObject({ text: 'still here?' });
  });

  it.each([
    ['no payload', [], 'videoIds must be an array of video ids'],
    ['a bare list', [['0190aabbcc']], 'videoIds must be an array of video ids'],
    ['videoIds as a string', [{ videoIds: '0190aabbcc' }], 'videoIds must be an array of video ids'],
    ['51 ids', [{ videoIds: Array.from({ length: 51 }, (_, i) => i.toString(16)) }], 'videoIds must hold at most 50 video ids'],
    ['a number among the ids', [{ videoIds: ['0190aabbcc', 7] }], 'videoIds[1] is not a video id'],
    ['a room name among the ids', [{ videoIds: ['user:0190aabbcc'] }], 'videoIds[0] is not a video id'],
  ])('refuses %s, naming the problem, and keeps what it watched', async (_case, args, message) => {
    const socket = await sockets.open(viewer.accessToken);
    const heard = collect(socket, 'newComment');
    await socket.emitWithAck('watchVideos', { videoIds: [first] });
    expect(await socket.emitWithAck('watchVideos', ...args)).toEqual({ ok: false, message, error: message });
    await commentOn(first);
    expect(await heardBy(socket, heard)).toEqual([{ videoId: first }]);
  });

  it('leaves out the videos the user may not see: one blocked by its owner hears none of its comments', async () => {
    const blocked = await signUp(server.baseUrl, { role: 'Jobseeker' });
    const block = await postJson(server.baseUrl, '/api/blocks', { userId: blocked.id }, bearer(owner.accessToken));
    expect(block.status).toBeLessThan(300);
    const socket = await sockets.open(blocked.accessToken);
    const heard = collect(socket, 'newComment');
    expect(await socket.emitWithAck('watchVideos', { videoIds: [first] })).toEqual({ ok: true });
    await commentOn(first);
    expect(await heardBy(socket, heard)).toEqual([]);
  });

  it('accepts 50 ids', async () => {
    const socket = await sockets.open(viewer.accessToken);
    const videoIds = Array.from({ length: 50 }, (_, i) => (i === 0 ? first : i.toString(16)));
    expect(await socket.emitWithAck('watchVideos', { videoIds })).toEqual({ ok: true });
  });
});
