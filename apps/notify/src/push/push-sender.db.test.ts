import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueuePush, MAX_PAYLOAD_BYTES, type QueuedPush } from '@startupsetu/server-core/push/push-queue';
import { pushSessionTag } from '@startupsetu/server-core/push/push-session-tag';
import { newVapidKeys } from '@startupsetu/server-core/push/push-settings';
import { createSession, endSessions, SESSION_IDLE_MS } from '@startupsetu/server-core/repositories/sessions-repository';
import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '@startupsetu/server-core/test-database';
import { savePreferences, saveSubscription } from '../routes/push/push-repository';
import { startPushService, type TestBrowser } from '../testing/push-service';
import { createPushSender, MAX_ATTEMPTS } from './push-sender';

let testDb: TestDatabase;
let service: Awaited<ReturnType<typeof startPushService>>;
const vapid = { ...newVapidKeys(), subject: 'mailto:ops@startupsetu.test' };
/** How far the senders' clock is ahead of the real one (pushes are queued at the real time). */
let clock = 0;
const sender = () => createPushSender({ db: testDb.db, vapid, now: () => Date.now() + clock });

beforeAll(async () => {
  testDb = await createTestDatabase();
  service = await startPushService();
});

afterAll(async () => {
  await service.close();
  await testDb.close();
});

beforeEach(() => {
  clock = 0;
});

afterEach(async () => {
  service.received.length = 0;
  await testDb.db.deleteFrom('push_deliveries').execute();
});

let people = 0;
/** A user signed in once, with that session's browser subscribed at the test push service. */
async function subscribedUser(): Promise<{ userId: string; sessionId: string; browser: TestBrowser }> {
  people += 1;
  const user = await insertUser(testDb.db, { email: `push${people}@example.com`, passwordHash: 'h', role: 'Hustler' });
  const session = await createSession(testDb.db, user.id, 'test-browser');
  const browser = service.browser();
  const { endpoint, keys } = browser.subscription;
  await saveSubscription(testDb.db, { userId: user.id, sessionId: session.id }, { endpoint, ...keys });
  return { userId: user.id, sessionId: session.id, browser };
}

/** The same user signed in on another device, whose browser subscribes too. */
async function anotherDevice(userId: string): Promise<{ sessionId: string; browser: TestBrowser }> {
  const session = await createSession(testDb.db, userId, 'another-browser');
  const browser = service.browser();
  await saveSubscription(testDb.db, { userId, sessionId: session.id }, { endpoint: browser.subscription.endpoint, ...browser.subscription.keys });
  return { sessionId: session.id, browser };
}

const pathOf = (browser: TestBrowser) => new URL(browser.subscription.endpoint).pathname;
const subscriptionsOf = async (userId: string) =>
  (await testDb.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute()).map((row) => new URL(row.endpoint).pathname);

/** What the browser of `sessionId` decrypts: the push's payload, naming the session it is for. */
const receivedPayload = (push: QueuedPush, sessionId: string) => ({ ...push.payload, session: pushSessionTag(sessionId) });

const commentPush = (userId: string): QueuedPush => ({
  userId,
  kind: 'comments',
  payload: { title: 'Asha commented on your video', body: 'Great traction!', url: '/videos', tag: 'comment-1', badge: 3 },
  topic: 'comments',
  urgency: 'normal',
  ttl: 3600,
});

/** Queues `push` as the services do: its recipient and kind, then the push itself. */
const queue = (push: QueuedPush) => enqueuePush(testDb.db, push, async () => push);

const queued = () => testDb.db.selectFrom('push_deliveries').selectAll().execute();

describe('the push sender', () => {
  it('posts a push the browser can decrypt (aes128gcm), signed with VAPID, with TTL, Urgency and Topic, then forgets it', async () => {
    const { userId, sessionId, browser } = await subscribedUser();
    expect(await queue(commentPush(userId))).toBe(1);
    expect(await sender().sendDue()).toEqual(['sent']);

    const [push] = service.received;
    expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '3600', urgency: 'normal', topic: 'comments' });
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
    expect(browser.read(push!)).toEqual(receivedPayload(commentPush(userId), sessionId));
    expect(await queued()).toEqual([]);
  });

  it('queues nothing for a kind the user turned off, or for a user with no browser subscribed', async () => {
    const { userId } = await subscribedUser();
    await savePreferences(testDb.db, userId, { comments: false });
    expect(await queue(commentPush(userId))).toBe(0);
    expect(await queue({ ...commentPush(userId), kind: 'messages' })).toBe(1);
    const unsubscribed = await insertUser(testDb.db, { email: 'nobrowser@example.com', passwordHash: 'h', role: 'Investor' });
    expect(await queue(commentPush(unsubscribed.id))).toBe(0);
  });

  it('makes the push (its badge count, its sender) only when a browser will get it', async () => {
    const unsubscribed = await insertUser(testDb.db, { email: 'nodraft@example.com', passwordHash: 'h', role: 'Investor' });
    const draft = vi.fn(async () => commentPush(unsubscribed.id));
    expect(await enqueuePush(testDb.db, { userId: unsubscribed.id, kind: 'comments' }, draft)).toBe(0);
    expect(draft).not.toHaveBeenCalled();
  });

  it.each([404, 410])('removes the subscription at once when the push service answers %i', async (status) => {
    const { userId } = await subscribedUser();
    await queue(commentPush(userId));
    service.answer({ status });
    expect(await sender().sendDue()).toEqual(['gone']);
    expect(await testDb.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('asks again after a 503 with backoff, and after a 429 no sooner than its Retry-After', async () => {
    const { userId, sessionId, browser } = await subscribedUser();
    await queue(commentPush(userId));
    service.answer({ status: 503 });
    expect(await sender().sendDue()).toEqual(['retry']);
    expect(await sender().sendDue()).toEqual([]);
    clock += 31_000;
    service.answer({ status: 429, headers: { 'retry-after': '300' } });
    expect(await sender().sendDue()).toEqual(['retry']);
    clock += 299_000;
    expect(await sender().sendDue()).toEqual([]);
    clock += 2_000;
    expect(await sender().sendDue()).toEqual(['sent']);
    expect(service.received.map((push) => browser.read(push))).toEqual(Array(3).fill(receivedPayload(commentPush(userId), sessionId)));
  });

  it(`asks a push service that cannot be reached again, and gives up after ${MAX_ATTEMPTS} tries`, async () => {
    const { userId, sessionId } = await subscribedUser();
    const closed = await startPushService();
    const browser = closed.browser();
    await closed.close();
    await saveSubscription(testDb.db, { userId, sessionId }, { endpoint: browser.subscription.endpoint, ...browser.subscription.keys });
    await testDb.db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '<>', browser.subscription.endpoint).execute();
    await queue(commentPush(userId));
    const outcomes = [];
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      outcomes.push(...(await sender().sendDue()));
      clock += 2 * 60 * 60_000;
    }
    expect(outcomes).toEqual([...Array(MAX_ATTEMPTS - 1).fill('retry'), 'dropped']);
    expect(await queued()).toEqual([]);
  });

  it('sends each push once when two senders (two notify instances) run at the same moment', async () => {
    const users = await Promise.all([subscribedUser(), subscribedUser(), subscribedUser()]);
    for (const { userId } of users) await queue(commentPush(userId));
    const [one, two] = await Promise.all([sender().sendDue(), sender().sendDue()]);
    expect([...one, ...two]).toEqual(['sent', 'sent', 'sent']);
    expect(service.received.map((push) => push.path).sort()).toEqual(users.map(({ browser }) => new URL(browser.subscription.endpoint).pathname).sort());
  });

  it(`keeps a payload within ${MAX_PAYLOAD_BYTES} bytes by shortening its body`, async () => {
    const { userId, browser } = await subscribedUser();
    await queue({ ...commentPush(userId), payload: { ...commentPush(userId).payload, body: 'नमस्ते '.repeat(1000) } });
    const [row] = await queued();
    expect(Buffer.byteLength(row!.payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    await sender().sendDue();
    expect((browser.read(service.received[0]!) as { body: string }).body).toMatch(/^नमस्ते .*…$/s);
  });
});

describe('pushes reach a browser only while the session that subscribed it lives', () => {
  it("queues nothing for a browser whose session ended or went idle; the user's other browser still gets the push", async () => {
    const { userId, sessionId: phone } = await subscribedUser();
    const laptop = await anotherDevice(userId);
    await testDb.db.updateTable('sessions').set({ ended_at: new Date().toISOString() }).where('id', '=', phone).execute();
    expect(await queue(commentPush(userId))).toBe(1);
    expect(await sender().sendDue()).toEqual(['sent']);
    expect(service.received.map((push) => push.path)).toEqual([pathOf(laptop.browser)]);
    expect(laptop.browser.read(service.received[0]!)).toEqual(receivedPayload(commentPush(userId), laptop.sessionId));

    await testDb.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - SESSION_IDLE_MS - 1000).toISOString() }).where('id', '=', laptop.sessionId).execute();
    expect(await queue(commentPush(userId))).toBe(0);
  });

  it('sends nothing queued for a session that was then signed out or ended from another device; the other device gets its push', async () => {
    const { userId, sessionId: phone, browser: phoneBrowser } = await subscribedUser();
    const laptop = await anotherDevice(userId);
    expect(await queue(commentPush(userId))).toBe(2);
    await endSessions(testDb.db, { userId, only: phone });

    expect(await sender().sendDue()).toEqual(['sent']);
    expect(service.received.map((push) => push.path)).toEqual([pathOf(laptop.browser)]);
    expect(await subscriptionsOf(userId)).toEqual([pathOf(laptop.browser)]);
    expect(await subscriptionsOf(userId)).not.toContain(pathOf(phoneBrowser));
  });

  it('checks the session again when sending: a push whose session ended or went idle after it was queued is not sent, and the browser is forgotten', async () => {
    const ended = await subscribedUser();
    const idle = await subscribedUser();
    await queue(commentPush(ended.userId));
    await queue(commentPush(idle.userId));
    // Ended while the push waited (say, a sign-out racing the queueing), without the sign-out's clean-up.
    await testDb.db.updateTable('sessions').set({ ended_at: new Date().toISOString() }).where('id', '=', ended.sessionId).execute();
    // And the sender's clock past the idle limit of the other session (last seen when it subscribed).
    clock = SESSION_IDLE_MS + 1000;
    await testDb.db.updateTable('sessions').set({ last_seen_at: new Date().toISOString() }).where('id', '=', ended.sessionId).execute();

    expect(await sender().sendDue()).toEqual(['session-ended', 'session-ended']);
    expect(service.received).toEqual([]);
    expect(await queued()).toEqual([]);
    expect([...(await subscriptionsOf(ended.userId)), ...(await subscriptionsOf(idle.userId))]).toEqual([]);
  });
});

describe('redirects', () => {
  it.each([301, 307, 308])('does not follow a %i from the push service: the push is dropped as refused, and logged', async (status) => {
    const { userId } = await subscribedUser();
    await queue(commentPush(userId));
    const warn = vi.fn();
    service.answer({ status, headers: { location: `${service.origin}/elsewhere` } });
    expect(await createPushSender({ db: testDb.db, vapid, log: { warn } }).sendDue()).toEqual(['dropped']);
    expect(service.received.map((push) => push.path)).not.toContain('/elsewhere');
    expect(service.received).toHaveLength(1);
    expect(await queued()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ status }), expect.stringContaining('redirect'));
  });
});
