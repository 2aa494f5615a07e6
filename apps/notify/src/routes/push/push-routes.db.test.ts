import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@startupsetu/server-core/ids';
import { signSessionToken } from '@startupsetu/server-core/testing/session-tokens';
import { createUser, NOTIFY_TEST_SECRET, startNotifyTestServer, type NotifyTestServer, type TestUser } from '../../testing/notify-test-server';
import { browserPushSubscription } from '../../testing/push-subscriptions';
import { MAX_SUBSCRIPTIONS_PER_USER } from './push-repository';

let server: NotifyTestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startNotifyTestServer();
  alice = await createUser(server.db, 'Hustler');
  bob = await createUser(server.db, 'Investor');
});

afterAll(async () => {
  await server.close();
});

const browserSubscription = browserPushSubscription;

function call(user: TestUser | undefined, method: string, path: string, body?: unknown) {
  return fetch(`${server.baseUrl}/api/push${path}`, {
    method,
    headers: { ...(user ? { authorization: `Bearer ${user.token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const subscriptionsOf = (userId: string) =>
  server.db.selectFrom('push_subscriptions').select(['endpoint', 'p256dh', 'auth']).where('user_id', '=', userId).execute();

describe('GET /api/push/key', () => {
  it("gives a signed-in user the server's VAPID public key, a P-256 point", async () => {
    expect((await call(undefined, 'GET', '/key')).status).toBe(401);
    const response = await call(alice, 'GET', '/key');
    expect(response.status).toBe(200);
    const { publicKey } = (await response.json()) as { publicKey: string };
    const point = Buffer.from(publicKey, 'base64url');
    expect([point.length, point[0]]).toEqual([65, 4]);
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it("keeps the browser's subscription once per endpoint, with its newest keys", async () => {
    const first = browserSubscription();
    expect((await call(alice, 'POST', '/subscriptions', first)).status).toBe(201);
    const renewed = { ...browserSubscription(first.endpoint) };
    expect((await call(alice, 'POST', '/subscriptions', renewed)).status).toBe(201);
    expect(await subscriptionsOf(alice.id)).toEqual([{ endpoint: first.endpoint, ...renewed.keys }]);
    expect((await call(undefined, 'POST', '/subscriptions', first)).status).toBe(401);
  });

  it.each([
    [{ ...browserSubscription('http://127.0.0.1:9/push') }, 'endpoint', "not on a known push service's https origin"],
    [{ ...browserSubscription('https://attacker.example/collect') }, 'endpoint', 'known push service'],
    [{ ...browserSubscription(), keys: { p256dh: 'AAAA', auth: randomBytes(16).toString('base64url') } }, 'keys.p256dh', 'P-256'],
    [{ ...browserSubscription(), keys: { p256dh: browserSubscription().keys.p256dh, auth: 'AAAA' } }, 'keys.auth', '16-byte'],
  ])('refuses a subscription the server must not or cannot post to (%#), naming the field', async (body, field, text) => {
    const response = await call(alice, 'POST', '/subscriptions', body);
    expect(response.status).toBe(400);
    const reply = (await response.json()) as { message: string; field: string };
    expect([reply.field, reply.message]).toEqual([field, expect.stringContaining(text)]);
  });

  it('hands a shared browser to whoever subscribes it now, and drops what was queued for the one before', async () => {
    const shared = browserSubscription();
    await call(alice, 'POST', '/subscriptions', shared);
    const { id } = await server.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', shared.endpoint).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await server.db
      .insertInto('push_deliveries')
      .values({ id: newId(), subscription_id: id, payload: '{"title":"For Alice"}', topic: null, urgency: 'high', ttl: 60, attempts: 0, next_attempt_at: now, created_at: now })
      .execute();

    expect((await call(bob, 'POST', '/subscriptions', shared)).status).toBe(201);
    expect((await subscriptionsOf(bob.id)).map((row) => row.endpoint)).toEqual([shared.endpoint]);
    expect((await subscriptionsOf(alice.id)).map((row) => row.endpoint)).not.toContain(shared.endpoint);
    expect(await server.db.selectFrom('push_deliveries').select('id').where('subscription_id', '=', id).execute()).toEqual([]);

    // Alice cannot stop Bob's pushes; Bob can, once.
    expect(await (await call(alice, 'DELETE', '/subscriptions', { endpoint: shared.endpoint })).json()).toEqual({ success: true, removed: 0 });
    expect(await (await call(bob, 'DELETE', '/subscriptions', { endpoint: shared.endpoint })).json()).toEqual({ success: true, removed: 1 });
    expect(await (await call(bob, 'DELETE', '/subscriptions', { endpoint: shared.endpoint })).json()).toEqual({ success: true, removed: 0 });
  });

  it('keeps a subscription with the session that made it; the same browser subscribed in another session moves there, and what was queued for the one before is dropped', async () => {
    const erin = await createUser(server.db, 'Hustler');
    const sessionOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    const browser = browserSubscription();
    expect((await call(erin, 'POST', '/subscriptions', browser)).status).toBe(201);
    const row = () => server.db.selectFrom('push_subscriptions').select(['id', 'user_id', 'session_id']).where('endpoint', '=', browser.endpoint).executeTakeFirstOrThrow();
    const first = await row();
    expect(first).toMatchObject({ user_id: erin.id, session_id: sessionOf(erin.token) });
    const now = new Date().toISOString();
    await server.db
      .insertInto('push_deliveries')
      .values({ id: newId(), subscription_id: first.id, payload: '{"title":"For the first session"}', topic: null, urgency: 'high', ttl: 60, attempts: 0, next_attempt_at: now, created_at: now })
      .execute();

    const again: TestUser = { id: erin.id, token: await signSessionToken(server.db, NOTIFY_TEST_SECRET, { id: erin.id, role: 'Hustler' }) };
    expect((await call(again, 'POST', '/subscriptions', browser)).status).toBe(201);
    expect(await row()).toEqual({ id: first.id, user_id: erin.id, session_id: sessionOf(again.token) });
    expect(await server.db.selectFrom('push_deliveries').select('id').where('subscription_id', '=', first.id).execute()).toEqual([]);
  });

  it(`keeps the ${MAX_SUBSCRIPTIONS_PER_USER} browsers subscribed last`, async () => {
    const carol = await createUser(server.db, 'Cofounder');
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_USER; i += 1) {
      const subscription = browserSubscription();
      endpoints.push(subscription.endpoint);
      expect((await call(carol, 'POST', '/subscriptions', subscription)).status).toBe(201);
    }
    expect((await subscriptionsOf(carol.id)).map((row) => row.endpoint).sort()).toEqual(endpoints.slice(1).sort());
  });
});

describe('GET and PUT /api/push/preferences', () => {
  it("starts with every kind on, changes only the kinds given, and is each user's own", async () => {
    const dave = await createUser(server.db, 'Jobseeker');
    const everyKindOn = { success: true, messages: true, connections: true, ignites: true, comments: true, applications: true, jobAlerts: true };
    expect(await (await call(dave, 'GET', '/preferences')).json()).toEqual(everyKindOn);
    expect(await (await call(dave, 'PUT', '/preferences', { ignites: false })).json()).toEqual({ ...everyKindOn, ignites: false });
    expect(await (await call(dave, 'PUT', '/preferences', { comments: false, ignites: true })).json()).toEqual({ ...everyKindOn, comments: false });
    expect(await (await call(dave, 'GET', '/preferences')).json()).toEqual({ ...everyKindOn, comments: false });
    expect(await (await call(bob, 'GET', '/preferences')).json()).toEqual(everyKindOn);
    expect((await call(undefined, 'GET', '/preferences')).status).toBe(401);
  });

  it('turns job alerts off on their own; a row stored before job alerts had a preference has them on', async () => {
    const erin = await createUser(server.db, 'Jobseeker');
    const saved = await (await call(erin, 'PUT', '/preferences', { jobAlerts: false })).json();
    expect(saved).toEqual({ success: true, messages: true, connections: true, ignites: true, comments: true, applications: true, jobAlerts: false });
    expect(await (await call(erin, 'GET', '/preferences')).json()).toEqual(saved);

    // Written as before migration 0025: the column's default fills in.
    const frank = await createUser(server.db, 'Hustler');
    await server.db
      .insertInto('push_preferences')
      .values({ user_id: frank.id, messages: 1, connections: 0, ignites: 1, comments: 1, applications: 0 } as never)
      .execute();
    expect(await (await call(frank, 'GET', '/preferences')).json()).toEqual({
      success: true,
      messages: true,
      connections: false,
      ignites: true,
      comments: true,
      applications: false,
      jobAlerts: true,
    });
  });

  it.each([[{}], [{ messages: 'no' }], [{ birthdays: true }], [{ jobAlerts: 'off' }]])('refuses %j with a 400', async (body) => {
    const response = await call(alice, 'PUT', '/preferences', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
