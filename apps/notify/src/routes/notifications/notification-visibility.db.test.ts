import { pairKey } from '@startupsetu/server-core/repositories/connections-repository';
import { newId } from '@startupsetu/server-core/ids';
import { blockRow, hiddenRow, reportRow, suspendRow } from '@startupsetu/server-core/testing/safety-rows';
import { createNotification } from '@startupsetu/server-core/repositories/notification-rows';
import { connectPeople } from '@startupsetu/server-core/testing/connections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, readJson, startNotifyTestServer, type NotifyTestServer, type TestUser } from '../../testing/notify-test-server';

// notify's reads apply the visibility rules (DESIGN §6.3): notifications from someone out of the
// viewer's sight are neither listed nor counted, and such a person leaves the Network page's
// connections and requests. A third person still sees both.

let server: NotifyTestServer;

beforeAll(async () => {
  server = await startNotifyTestServer();
});

afterAll(async () => {
  await server.close();
});

async function get(path: string, user: TestUser) {
  return readJson(await fetch(server.baseUrl + path, { headers: bearer(user.token) }));
}

async function pending(requester: TestUser, target: TestUser) {
  const now = new Date().toISOString();
  await server.db
    .insertInto('connect_requests')
    .values({ id: newId(), kind: 'connect', requester_id: requester.id, target_id: target.id, pair_key: pairKey(requester.id, target.id), status: 'pending', note: null, created_at: now, updated_at: now })
    .execute();
}

/** `other` notified `viewer` once and is connected to them. */
async function meet(viewer: TestUser, other: TestUser) {
  await createNotification(server.db, { userId: viewer.id, type: 'comment', message: 'commented on your video', actorId: other.id });
  await connectPeople(server.db, viewer.id, other.id);
}

const mentions = (items: any[], id: string) => items.some((item) => JSON.stringify(item).includes(id));

async function sightings(viewer: TestUser, other: TestUser) {
  const [notifications, unread, connections, received, sent] = await Promise.all([
    get('/api/Notifications', viewer),
    get('/api/Notifications/unread-count', viewer),
    get('/api/connects/connections', viewer),
    get('/api/connects/requests?box=received', viewer),
    get('/api/connects/requests?box=sent', viewer),
  ]);
  return {
    notifications: mentions(notifications, other.id),
    unread: unread.count > 0,
    connections: mentions(connections.data, other.id),
    requests: mentions(received.data, other.id) || mentions(sent.data, other.id),
  };
}

const everywhere = (value: boolean) => ({ notifications: value, unread: value, connections: value, requests: value });

describe('notify lists and who is out of sight', () => {
  it('a blocked person, either way, leaves the notifications, their count and the Network lists; a third person keeps them', async () => {
    const [viewer, other, third] = [await createUser(server.db, 'Investor'), await createUser(server.db, 'Hustler'), await createUser(server.db, 'Hustler')];
    await meet(viewer, other);
    await pending(other, viewer);
    await meet(third, other);
    await pending(third, other);
    expect(await sightings(viewer, other)).toEqual(everywhere(true));
    await blockRow(server.db, other.id, viewer.id);
    expect(await sightings(viewer, other)).toEqual(everywhere(false));
    expect(await sightings(other, viewer)).toMatchObject({ connections: false, requests: false });
    expect(await sightings(third, other)).toEqual(everywhere(true));
  });

  it('so does a person the viewer reported, and a suspended or hidden person for everyone', async () => {
    for (const hide of [
      (viewer: TestUser, other: TestUser) => reportRow(server.db, viewer.id, 'user', other.id),
      (_viewer: TestUser, other: TestUser) => suspendRow(server.db, other.id),
      (_viewer: TestUser, other: TestUser) => hiddenRow(server.db, 'user', other.id),
    ]) {
      const [viewer, other] = [await createUser(server.db, 'Investor'), await createUser(server.db, 'Hustler')];
      await meet(viewer, other);
      await pending(viewer, other);
      expect(await sightings(viewer, other)).toEqual(everywhere(true));
      await hide(viewer, other);
      expect(await sightings(viewer, other)).toEqual(everywhere(false));
    }
  });

  it('notifications with no actor are still listed', async () => {
    const viewer = await createUser(server.db, 'Investor');
    await createNotification(server.db, { userId: viewer.id, type: 'ignite', message: 'from nobody' });
    expect((await get('/api/Notifications', viewer)).map((n: any) => n.message)).toEqual(['from nobody']);
    expect((await get('/api/Notifications/unread-count', viewer)).count).toBe(1);
  });
});
