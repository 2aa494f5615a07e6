import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, pairState } from '../../testing/connect-client';
import { createUser, recordingEmitter, startNotifyTestServer, type NotifyTestServer, type TestUser } from '../../testing/notify-test-server';

// Calls that race (DESIGN §6.1): whatever arrives at the same moment, two people keep at most one
// pending request and at most one connection (exactly its two rows, or none). `npm run test:db`
// runs this file on PostgreSQL too, where the calls really run side by side on a pool.

const realtime = recordingEmitter();
let server: NotifyTestServer;
const client = connectClient(() => server.baseUrl);
const ROUNDS = 5;

beforeAll(async () => {
  server = await startNotifyTestServer({ realtime });
});

afterAll(async () => {
  await server.close();
});

async function pair(): Promise<[TestUser, TestUser]> {
  return [await createUser(server.db, 'Hustler'), await createUser(server.db, 'Investor')];
}

const notificationTypes = async (userId: string) =>
  (await server.db.selectFrom('notifications').select('type').where('user_id', '=', userId).orderBy('id').execute()).map((n) => n.type);

describe('races', () => {
  it('many identical requests at once: one 201, the others 200 with the same request, one notification', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await pair();
      const answers = await Promise.all(Array.from({ length: 10 }, () => client.request(a.token, b.id)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((answer) => answer.body.request._id)).size).toBe(1);
      expect(await pairState(server.db, a.id, b.id)).toMatchObject({ pending: [expect.anything()], connectionRows: 0 });
      expect(await notificationTypes(b.id)).toEqual(['connect']);
    }
  });

  it('A asks B while B asks A: they end connected by one request, each told once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await pair();
      const answers = await Promise.all([client.request(a.token, b.id), client.request(b.token, a.id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
      const state = await pairState(server.db, a.id, b.id);
      expect(state.requests.map((r) => r.status)).toEqual(['accepted']);
      expect(state.connectionRows).toBe(2);
      // The one who asked first is told of the acceptance; the other was told of the request.
      const first = state.requests[0]!.requester_id;
      const [asker, asked] = first === a.id ? [a, b] : [b, a];
      expect(await notificationTypes(asker.id)).toEqual(['connect_accepted']);
      expect(await notificationTypes(asked.id)).toEqual(['connect']);
    }
  });

  it('many requests both ways and ignites at once: one connection, no pending request left', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await pair();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => [client.request(a.token, b.id), client.request(b.token, a.id), client.ignite(a.token, b.id)]).flat(),
      );
      for (const answer of answers) expect([200, 201, 409], JSON.stringify(answer.body)).toContain(answer.status);
      const state = await pairState(server.db, a.id, b.id);
      expect(state.pending).toEqual([]);
      expect(state.requests.map((r) => r.status)).toEqual(['accepted']);
      expect(state.connectionRows).toBe(2);
    }
  });

  it('accept racing withdraw: exactly one wins, and the pair is connected only if the accept won', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await pair();
      const id = (await client.request(a.token, b.id)).body.request._id;
      const [accepted, withdrawn] = await Promise.all([client.answer(b.token, id, 'accept'), client.withdraw(a.token, id)]);
      expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
      const state = await pairState(server.db, a.id, b.id);
      expect(state.pending).toEqual([]);
      expect(state.requests.map((r) => r.status)).toEqual([accepted.status === 200 ? 'accepted' : 'withdrawn']);
      expect(state.connectionRows).toBe(accepted.status === 200 ? 2 : 0);
      expect(await notificationTypes(a.id)).toEqual(accepted.status === 200 ? ['connect_accepted'] : []);
    }
  });

  it('accept racing accept (and decline): one answer wins, one connection, the requester told once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await pair();
      const id = (await client.request(a.token, b.id)).body.request._id;
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => client.answer(b.token, id, 'accept')),
        client.answer(b.token, id, 'decline'),
      ]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
      const winner = answers.find((answer) => answer.status === 200)!.body.request.status;
      const state = await pairState(server.db, a.id, b.id);
      expect(state.requests.map((r) => r.status)).toEqual([winner]);
      expect(state.connectionRows).toBe(winner === 'accepted' ? 2 : 0);
      expect(await notificationTypes(a.id)).toEqual(winner === 'accepted' ? ['connect_accepted'] : []);
    }
  });

  it('remove racing a new request: never a pending request beside a connection', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = await pair();
      const id = (await client.request(a.token, b.id)).body.request._id;
      expect((await client.answer(b.token, id, 'accept')).status).toBe(200);
      const [removed, asked] = await Promise.all([client.remove(b.token, a.id), client.request(a.token, b.id)]);
      expect(removed.status).toBe(200);
      expect([201, 409]).toContain(asked.status);
      const state = await pairState(server.db, a.id, b.id);
      expect(state.connectionRows).toBe(0);
      expect(state.pending).toHaveLength(asked.status === 201 ? 1 : 0);
    }
  });
});
