import type { Role } from '@startupsetu/server-core/db/schema';
import { describeIdempotentWrite, type WriteActor } from '@startupsetu/server-core/http/idempotency-write-suite';
import { afterAll, beforeAll } from 'vitest';
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
