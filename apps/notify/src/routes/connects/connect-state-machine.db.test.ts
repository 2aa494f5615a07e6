import type { Role } from '@startupsetu/server-core/db/schema';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, pairState, type Answer } from '../../testing/connect-client';
import { createUser, recordingEmitter, startNotifyTestServer, type NotifyTestServer, type TestUser } from '../../testing/notify-test-server';

// The request state machine against a small model (DESIGN §6.1): random sequences of request,
// ignite, accept, decline, withdraw and remove among four people of mixed roles. After each step
// the reply's status is the model's, and the database holds what the model holds: at most one
// pending request per pair (the model's), a connection as exactly two rows or none, and each
// person told exactly what the model says (stored and pushed).

const ROLES: Role[] = ['Hustler', 'Hustler', 'Investor', 'Cofounder'];

interface Action {
  type: 'request' | 'ignite' | 'accept' | 'decline' | 'withdraw' | 'remove';
  by: number;
  other: number;
}

const action: fc.Arbitrary<Action> = fc
  .record({
    type: fc.constantFrom('request', 'ignite', 'accept', 'decline', 'withdraw', 'remove') as fc.Arbitrary<Action['type']>,
    by: fc.integer({ min: 0, max: ROLES.length - 1 }),
    other: fc.integer({ min: 1, max: ROLES.length - 1 }),
  })
  .map((a) => ({ ...a, other: (a.by + a.other) % ROLES.length }));

interface ModelRequest {
  id: string;
  requester: number;
  target: number;
  status: 'pending' | 'accepted' | 'declined' | 'withdrawn';
}

/** What should hold between the people; `last` is each pair's newest request. */
class Model {
  last = new Map<string, ModelRequest>();
  connected = new Set<string>();
  told: string[][] = ROLES.map(() => []);

  key(a: number, b: number) {
    return a < b ? `${a}:${b}` : `${b}:${a}`;
  }

  pending(a: number, b: number) {
    const request = this.last.get(this.key(a, b));
    return request?.status === 'pending' ? request : undefined;
  }

  /** The expected status of `act`, applying it; `answer` gives a new request's id. */
  apply(act: Action, answer: Answer): number {
    const { by, other } = act;
    const key = this.key(by, other);
    const last = this.last.get(key);
    switch (act.type) {
      case 'ignite':
      case 'request': {
        if (act.type === 'ignite' && (ROLES[by] !== 'Hustler' || ROLES[other] !== 'Investor')) return 403;
        if (this.connected.has(key)) return 409;
        const pending = this.pending(by, other);
        if (pending?.requester === by) return 200;
        if (pending) return this.accept(pending, key, 200);
        this.last.set(key, { id: answer.body.request._id, requester: by, target: other, status: 'pending' });
        this.told[other]!.push(act.type === 'ignite' ? 'ignite' : 'connect');
        return 201;
      }
      case 'accept':
      case 'decline':
        if (!last) return 404;
        if (last.target !== by) return 403;
        if (last.status !== 'pending') return 409;
        if (act.type === 'accept') return this.accept(last, key, 200);
        last.status = 'declined';
        return 200;
      case 'withdraw':
        if (!last) return 404;
        if (last.requester !== by) return 403;
        if (last.status !== 'pending') return 409;
        last.status = 'withdrawn';
        return 200;
      case 'remove':
        if (!this.connected.delete(key)) return 404;
        return 200;
    }
  }

  private accept(request: ModelRequest, key: string, status: number) {
    request.status = 'accepted';
    this.connected.add(key);
    this.told[request.requester]!.push('connect_accepted');
    return status;
  }
}

const realtime = recordingEmitter();
let server: NotifyTestServer;
const client = connectClient(() => server.baseUrl);
const UNKNOWN_ID = '0190aabbccddeeff0011223344';

beforeAll(async () => {
  server = await startNotifyTestServer({ realtime });
});

afterAll(async () => {
  await server.close();
});

async function run(people: TestUser[], model: Model, act: Action): Promise<Answer> {
  const me = people[act.by]!;
  const other = people[act.other]!;
  const requestId = model.last.get(model.key(act.by, act.other))?.id ?? UNKNOWN_ID;
  switch (act.type) {
    case 'request':
      return client.request(me.token, other.id);
    case 'ignite':
      return client.ignite(me.token, other.id);
    case 'accept':
    case 'decline':
      return client.answer(me.token, requestId, act.type);
    case 'withdraw':
      return client.withdraw(me.token, requestId);
    case 'remove':
      return client.remove(me.token, other.id);
  }
}

async function expectDatabaseAsModel(people: TestUser[], model: Model) {
  for (let a = 0; a < people.length; a += 1) {
    for (let b = a + 1; b < people.length; b += 1) {
      const state = await pairState(server.db, people[a]!.id, people[b]!.id);
      const pending = model.pending(a, b);
      expect(state.pending.map((r) => r.id)).toEqual(pending ? [pending.id] : []);
      expect(state.connectionRows).toBe(model.connected.has(model.key(a, b)) ? 2 : 0);
    }
  }
  for (const [index, person] of people.entries()) {
    const stored = await server.db.selectFrom('notifications').select('type').where('user_id', '=', person.id).orderBy('id').execute();
    expect(stored.map((n) => n.type)).toEqual(model.told[index]);
    const pushed = realtime.pushes.filter((push) => push.userId === person.id).map((push) => push.payload.type);
    expect(pushed).toEqual(model.told[index]);
  }
}

describe('connect requests as a state machine', () => {
  it('follows the model over random sequences of actions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 24 }), async (actions) => {
        const people: TestUser[] = [];
        for (const role of ROLES) people.push(await createUser(server.db, role));
        const model = new Model();
        for (const act of actions) {
          const answer = await run(people, model, act);
          const expected = model.apply(act, answer);
          expect(answer.status, `${JSON.stringify(act)} → ${JSON.stringify(answer.body)}`).toBe(expected);
          if (answer.status >= 400) expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
        }
        await expectDatabaseAsModel(people, model);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
