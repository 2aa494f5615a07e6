import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { THEY_BLOCKED_YOU, YOU_BLOCKED_THEM } from '../routes/messages/send-message';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../testing/api-test-server';
import { allWrites, everywhere, sightingsKit, type Author } from '../testing/sightings';
import type { Socket } from 'socket.io-client';
import { getJson } from '../testing/content';
import { collect, socketPool } from '../testing/sockets';

// The block enforcement matrix, api's part (DESIGN §6.3; notify's part is beside notify's
// hardening tests): once A blocks B, and separately once B blocks A, every place where the two
// would meet refuses or leaves the other out, both ways: the profile, the cards of people search,
// discovery and suggestions, the feed and each content list, comments and likes, messages over
// HTTP and over the socket, the chat list, the history and the unread count, and the realtime
// events either causes for the sockets watching a video (DESIGN §7.2). A third person C still sees
// both, and unblocking restores everything. Reading the comments of the other's video answers as
// it does signed out, so that it does not tell the blocked person of the block.

let server: ApiTestServer;
const kit = sightingsKit(() => server);
const pool = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
});

afterEach(() => {
  pool.closeAll();
});

afterAll(async () => {
  await server.close();
});

/** A and B, both authors who messaged each other and C; C an Investor who sees both. */
async function cast() {
  const c = await signUp(server.baseUrl, { role: 'Investor' });
  const a = await kit.author([c]);
  const b = await kit.author([a.account, c]);
  await kit.message(a.account, b.account);
  return { a, b, c };
}

async function block(blocker: TestAccount, blocked: TestAccount) {
  const response = await postJson(server.baseUrl, '/api/blocks', { userId: blocked.id }, bearer(blocker.accessToken));
  expect(response.status).toBe(201);
}

async function sendHttp(from: TestAccount, to: TestAccount, text = 'are you there?') {
  const response = await postJson(server.baseUrl, '/api/messages', { receiverId: to.id, text }, bearer(from.accessToken));
  return { status: response.status, message: (await readJson(response)).message };
}

async function expectApart(one: Author, other: Author) {
  expect(await kit.sightings(one.account, other)).toEqual(everywhere(false));
  expect(await kit.writes(one.account, other)).toEqual(allWrites(false));
}

async function commentOn(videoId: string, by: TestAccount, text = `comment by ${by.id}`): Promise<string> {
  const response = await postJson(server.baseUrl, '/api/videos/comments', { videoId, text }, bearer(by.accessToken));
  expect(response.status).toBe(201);
  return (await readJson(response)).comment._id;
}

/** A socket of `account` watching `videoIds`, and the newComment events it hears. */
async function watcher(account: TestAccount, videoIds: string[]) {
  const socket = await pool.open(account.accessToken);
  expect(await socket.emitWithAck('watchVideos', { videoIds })).toEqual({ ok: true });
  return { socket, heard: collect(socket, 'newComment') };
}

/** The videos whose newComment the socket heard, once every earlier push has arrived (an ack follows them). */
async function heardBy({ socket, heard }: { socket: Socket; heard: unknown[] }): Promise<string[]> {
  await socket.emitWithAck('sendComment', {});
  return heard.map((event) => (event as { videoId: string }).videoId);
}

describe.each([
  ['A blocks B', (a: Author, b: Author) => [a, b] as const],
  ['B blocks A', (a: Author, b: Author) => [b, a] as const],
])('%s', (_name, roles) => {
  it('neither meets the other anywhere in the api, both ways; C still sees both', async () => {
    const { a, b, c } = await cast();
    expect(await kit.sightings(a.account, b)).toEqual(everywhere(true));
    expect(await kit.sightings(b.account, a)).toEqual(everywhere(true));
    const [blocker, blocked] = roles(a, b);
    await block(blocker.account, blocked.account);
    await expectApart(a, b);
    await expectApart(b, a);
    expect(await kit.sightings(c, a)).toEqual(everywhere(true));
    expect(await kit.sightings(c, b)).toEqual(everywhere(true));
  });

  it('messages are refused both ways over HTTP and the socket, with the reason, and never delivered', async () => {
    const { a, b, c } = await cast();
    const [blocker, blocked] = roles(a, b);
    await block(blocker.account, blocked.account);
    expect(await sendHttp(blocker.account, blocked.account)).toEqual({ status: 403, message: YOU_BLOCKED_THEM });
    expect(await sendHttp(blocked.account, blocker.account)).toEqual({ status: 403, message: THEY_BLOCKED_YOU });

    const [blockerTab, blockedTab] = [await pool.open(blocker.account.accessToken), await pool.open(blocked.account.accessToken)];
    const blockerHeard = collect(blockerTab, 'receiveMessage');
    const blockedHeard = collect(blockedTab, 'receiveMessage');
    expect(await blockerTab.emitWithAck('sendMessage', { receiverId: blocked.account.id, text: 'one' })).toEqual({
      ok: false,
      message: YOU_BLOCKED_THEM,
    });
    expect(await blockedTab.emitWithAck('sendMessage', { receiverId: blocker.account.id, text: 'two' })).toEqual({
      ok: false,
      message: THEY_BLOCKED_YOU,
    });
    // A message to C still goes, and is the only one either tab hears.
    expect((await blockedTab.emitWithAck('sendMessage', { receiverId: c.id, text: 'three' })).ok).toBe(true);
    expect(blockerHeard).toEqual([]);
    expect(blockedHeard.map((m: any) => m.text)).toEqual(['three']);
    const stored = await server.db
      .selectFrom('messages')
      .select('text')
      .where((eb) => eb.or([eb('sender_id', '=', blocker.account.id), eb('sender_id', '=', blocked.account.id)]))
      .where('text', 'in', ['are you there?', 'one', 'two'])
      .execute();
    expect(stored).toEqual([]);
  });

  it("the blocked person's sockets stop hearing what the other causes at once, both ways; C still hears it", async () => {
    const { a, b, c } = await cast();
    const [blocker, blocked] = roles(a, b);
    const { video: neutral } = await kit.neutralPlace();
    const everyVideo = [neutral, blocker.video, blocked.video];
    // All three watch before the block; one more of the blocked person's tabs opens after it.
    const [blockerTab, blockedTab, cTab] = [await watcher(blocker.account, everyVideo), await watcher(blocked.account, everyVideo), await watcher(c, everyVideo)];
    await block(blocker.account, blocked.account);
    const laterTab = await watcher(blocked.account, everyVideo);

    await commentOn(neutral, blocker.account);
    await commentOn(neutral, blocked.account);
    await commentOn(blocker.video, c);
    await commentOn(blocked.video, c);

    expect(await heardBy(cTab)).toEqual([neutral, neutral, blocker.video, blocked.video]);
    expect(await heardBy(blockerTab)).toEqual([neutral, blocker.video]);
    expect(await heardBy(blockedTab)).toEqual([neutral, blocked.video]);
    expect(await heardBy(laterTab)).toEqual([neutral, blocked.video]);
  });

  it("reading the comments of the other's video answers as signed out, without the other's own comments", async () => {
    const { a, b, c } = await cast();
    const [blocker, blocked] = roles(a, b);
    await commentOn(blocker.video, c);
    await commentOn(blocked.video, c);
    await block(blocker.account, blocked.account);

    type Listed = { _id: string; commentedBy: { _id: string } };
    for (const [reader, author] of [[blocked, blocker], [blocker, blocked]] as const) {
      const signedOut = await getJson(server.baseUrl, `/api/commentget/${author.video}`);
      const read = await getJson(server.baseUrl, `/api/commentget/${author.video}`, reader.account.accessToken);
      expect([read.status, signedOut.status]).toEqual([200, 200]);
      const signedOutComments: Listed[] = (await readJson(signedOut)).comments;
      const byOthers = signedOutComments.filter((comment) => comment.commentedBy._id !== author.account.id);
      expect(byOthers.length).toBeGreaterThan(0);
      expect(byOthers.length).toBeLessThan(signedOutComments.length);
      expect(kit.ids((await readJson(read)).comments)).toEqual(kit.ids(byOthers));
    }
  });

  it('unblocking brings everything back', async () => {
    const { a, b } = await cast();
    const [blocker, blocked] = roles(a, b);
    const { video: neutral } = await kit.neutralPlace();
    await block(blocker.account, blocked.account);
    const blockedTab = await watcher(blocked.account, [neutral]);
    const response = await fetch(`${server.baseUrl}/api/blocks/${blocked.account.id}`, { method: 'DELETE', headers: bearer(blocker.account.accessToken) });
    expect(response.status).toBe(200);
    expect(await kit.sightings(a.account, b)).toEqual(everywhere(true));
    expect(await kit.sightings(b.account, a)).toEqual(everywhere(true));
    expect((await sendHttp(blocked.account, blocker.account)).status).toBe(201);
    await commentOn(neutral, blocker.account);
    expect(await heardBy(blockedTab)).toEqual([neutral]);
  });
});
