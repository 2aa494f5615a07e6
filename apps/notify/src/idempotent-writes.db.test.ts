import type { Role } from '@startupsetu/server-core/db/schema';
import { randomUUID } from 'node:crypto';
import { REPLAYED_HEADER } from '@startupsetu/server-core/http/idempotency-plugin';
import { describeIdempotentWrite, type WriteActor } from '@startupsetu/server-core/http/idempotency-write-suite';
import { sendConnectRequest } from '@startupsetu/server-core/repositories/connect-requests-repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, recordingEmitter, startNotifyTestServer, type NotifyTestServer } from './testing/notify-test-server';

// notify's writes that the web app's offline outbox replays with an Idempotency-Key.

let server: NotifyTestServer;
let hustlers: WriteActor[];

beforeAll(async () => {
  server = await startNotifyTestServer({ realtime: recordingEmitter() });
  hustlers = [await createUser(server.db, 'Hustler', 'Asha'), await createUser(server.db, 'Hustler', 'Ravi')];
});

afterAll(async () => {
  await server?.close();
});

const common = {
  baseUrl: () => server.baseUrl,
  actors: (): [WriteActor, WriteActor] => [hustlers[0]!, hustlers[1]!],
};

/** A new recipient for each test, and its notifications of one type. */
async function recipient(role: Role, type: string) {
  const user = await createUser(server.db, role);
  const count = async () =>
    (
      await server.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', user.id)
        .where('type', '=', type)
        .execute()
    ).length;
  return { id: user.id, count };
}

describeIdempotentWrite({
  ...common,
  name: 'POST /api/connects/request',
  otherPath: '/api/connects/hustlertoinvestor',
  // A second request while the first is pending answers 200 and stores nothing.
  rowsWithoutKey: 1,
  async target() {
    const target = await recipient('Cofounder', 'connect');
    return { path: '/api/connects/request', body: { targetId: target.id }, count: target.count };
  },
  invalidBody: (_target, actor) => ({ targetId: actor.id }),
});

describeIdempotentWrite({
  ...common,
  name: 'POST /api/connects/hustlertoinvestor',
  otherPath: '/api/connects/request',
  // Deduplicated while pending, as a connect request.
  rowsWithoutKey: 1,
  async target() {
    const investor = await recipient('Investor', 'ignite');
    return { path: '/api/connects/hustlertoinvestor', body: { investorId: investor.id }, count: investor.count };
  },
  invalidBody: () => ({ investorId: 'nobody-by-this-id' }),
});

// The outbox also replays answers and withdrawals (PUT and DELETE): a repeated key answers the
// first answer (200), not 409 'no longer pending', and the requester is told once.
describe('answers and withdrawals with an Idempotency-Key', () => {
  async function send(method: 'PUT' | 'DELETE', path: string, token: string, key: string, body?: unknown) {
    const response = await fetch(server.baseUrl + path, {
      method,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: await response.text(), replayed: response.headers.get(REPLAYED_HEADER) };
  }

  async function pendingRequest() {
    const [asker, target] = [await createUser(server.db, 'Cofounder', 'Asker'), await createUser(server.db, 'Investor', 'Asked')];
    const { request } = await sendConnectRequest(server.db, { requesterId: asker.id, targetId: target.id, kind: 'connect' });
    return { asker, target, id: request._id };
  }

  it('PUT /api/connects/requests/:id applies a repeated key once', async () => {
    const { asker, target, id } = await pendingRequest();
    const key = randomUUID();
    const first = await send('PUT', `/api/connects/requests/${id}`, target.token, key, { action: 'accept' });
    const repeat = await send('PUT', `/api/connects/requests/${id}`, target.token, key, { action: 'accept' });
    expect(first).toMatchObject({ status: 200, replayed: null });
    expect(repeat).toEqual({ ...first, replayed: 'true' });
    const told = await server.db.selectFrom('notifications').select('type').where('user_id', '=', asker.id).execute();
    expect(told).toEqual([{ type: 'connect_accepted' }]);
  });

  it('DELETE /api/connects/requests/:id applies a repeated key once', async () => {
    const { asker, id } = await pendingRequest();
    const key = randomUUID();
    const first = await send('DELETE', `/api/connects/requests/${id}`, asker.token, key);
    const repeat = await send('DELETE', `/api/connects/requests/${id}`, asker.token, key);
    expect(first).toMatchObject({ status: 200, replayed: null });
    expect(repeat).toEqual({ ...first, replayed: 'true' });
  });
});
