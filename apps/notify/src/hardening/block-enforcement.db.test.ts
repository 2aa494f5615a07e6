import { blockRow } from '@startupsetu/server-core/testing/safety-rows';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CANNOT_CONNECT } from '../routes/connects/connect-routes';
import {
  bearer,
  createUser,
  postJson,
  readJson,
  recordingEmitter,
  startNotifyTestServer,
  type NotifyTestServer,
  type TestUser,
} from '../testing/notify-test-server';

// The block enforcement matrix, notify's part (DESIGN §6.3; the api's part is
// apps/api/src/hardening/block-enforcement.db.test.ts): once A blocks B, and separately once B
// blocks A, connect and ignite are refused both ways with the reason, no notification from one to
// the other is stored or pushed, and the earlier ones leave the list and its count. A third person
// C still connects with, ignites and hears from both.

const realtime = recordingEmitter();
let server: NotifyTestServer;

beforeAll(async () => {
  server = await startNotifyTestServer({ realtime });
});

beforeEach(() => {
  realtime.pushes.length = 0;
});

afterAll(async () => {
  await server.close();
});

async function send(from: TestUser, path: string, body: unknown) {
  const response = await postJson(server.baseUrl, `/api/connects/${path}`, body, bearer(from.token));
  return { status: response.status, message: (await readJson(response)).message };
}

const connectTo = (from: TestUser, to: TestUser) => send(from, 'request', { targetId: to.id });
const ignite = (from: TestUser, to: TestUser) => send(from, 'hustlertoinvestor', { investorId: to.id });

/** A notification as the api asks for one (over the bus): null when a block stands and nothing was stored. */
async function notify(to: TestUser, from: TestUser) {
  return server.app.notifications.deliver({ userId: to.id, type: 'comment', message: 'commented on your video', actorId: from.id, link: '/videos' });
}

async function heardFrom(viewer: TestUser, other: TestUser) {
  const [list, unread] = await Promise.all(
    ['/api/Notifications', '/api/Notifications/unread-count'].map(async (path) =>
      readJson(await fetch(server.baseUrl + path, { headers: bearer(viewer.token) })),
    ),
  );
  return { listed: list.some((n: any) => n.actorId === other.id), counted: unread.count > 0 };
}

/** A Hustler and an Investor, who notified each other once; C a Hustler. */
async function cast() {
  const [hustler, investor, c] = [await createUser(server.db, 'Hustler', 'Hustler'), await createUser(server.db, 'Investor', 'Investor'), await createUser(server.db, 'Hustler', 'C')];
  expect(await notify(hustler, investor)).not.toBeNull();
  expect(await notify(investor, hustler)).not.toBeNull();
  return { hustler, investor, c };
}

describe.each([
  ['the Hustler blocks the Investor', (h: TestUser, i: TestUser) => [h, i] as const],
  ['the Investor blocks the Hustler', (h: TestUser, i: TestUser) => [i, h] as const],
])('%s', (_name, roles) => {
  it('connect and ignite are refused both ways with the reason; C may still ask both', async () => {
    const { hustler, investor, c } = await cast();
    await blockRow(server.db, ...roles(hustler, investor).map((user) => user.id) as [string, string]);
    const refused = { status: 403, message: CANNOT_CONNECT };
    expect(await connectTo(hustler, investor)).toEqual(refused);
    expect(await connectTo(investor, hustler)).toEqual(refused);
    expect(await ignite(hustler, investor)).toEqual(refused);
    const pending = await server.db.selectFrom('connect_requests').select('id').where('pair_key', 'like', `%${hustler.id}%`).where('status', '=', 'pending').execute();
    expect(pending).toEqual([]);
    expect((await connectTo(c, investor)).status).toBe(201);
    expect((await connectTo(c, hustler)).status).toBe(201);
    expect((await ignite(c, investor)).status).toBe(200);
  });

  it('no notification passes between them, and the earlier ones are out of sight; C still hears from both', async () => {
    const { hustler, investor, c } = await cast();
    expect(await notify(c, hustler)).not.toBeNull();
    expect(await notify(c, investor)).not.toBeNull();
    realtime.pushes.length = 0;
    await blockRow(server.db, ...roles(hustler, investor).map((user) => user.id) as [string, string]);
    const before = await server.db.selectFrom('notifications').select('id').execute();
    expect(await notify(hustler, investor)).toBeNull();
    expect(await notify(investor, hustler)).toBeNull();
    expect(await server.db.selectFrom('notifications').select('id').execute()).toHaveLength(before.length);
    expect(realtime.pushes).toEqual([]);
    expect(await heardFrom(hustler, investor)).toEqual({ listed: false, counted: false });
    expect(await heardFrom(investor, hustler)).toEqual({ listed: false, counted: false });
    expect(await heardFrom(c, hustler)).toMatchObject({ listed: true });
    expect(await heardFrom(c, investor)).toMatchObject({ listed: true });
  });
});
