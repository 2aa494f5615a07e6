import type { Role } from '@startupsetu/server-core/db/schema';
import { expectRefused, rowCounts, type SampleReply } from '@startupsetu/server-core/testing/authorization-matrix';
import { signSessionToken } from '@startupsetu/server-core/testing/session-tokens';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectClient, type Answer } from '../testing/connect-client';
import { createUser, recordingEmitter, startNotifyTestServer, type NotifyTestServer, type TestUser } from '../testing/notify-test-server';

// DESIGN §6.1's rules on requests and connections, for every role: only the person asked answers a
// request, only its sender withdraws it, the lists hold only the caller's own requests and
// connections, and only one of its two people ends a connection. A refusal changes no row and tells
// nobody, whatever role a validly signed token claims.

const ROLES: Role[] = ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'];

const pushes = recordingEmitter();
let server: NotifyTestServer;
const client = connectClient(() => server.baseUrl);
let requester: TestUser;
let target: TestUser;
let strangers: Record<Role, TestUser>;
let requestId: string;

beforeAll(async () => {
  server = await startNotifyTestServer({ realtime: pushes });
  requester = await createUser(server.db, 'Cofounder', 'Requester');
  target = await createUser(server.db, 'Investor', 'Target');
  strangers = {} as Record<Role, TestUser>;
  for (const role of ROLES) strangers[role] = await createUser(server.db, role, `Stranger ${role}`);
  requestId = (await client.request(requester.token, target.id)).body.request._id;
});

beforeEach(() => {
  pushes.pushes.length = 0;
});

afterAll(async () => {
  await server?.close();
});

const asReply = (answer: Answer): SampleReply => ({ status: answer.status, headers: new Headers(), text: JSON.stringify(answer.body), json: answer.body });

async function expectRefusedUnchanged(send: () => Promise<Answer>, where: string, status: number, message: string) {
  const before = await rowCounts(server.db);
  const answer = await send();
  expectRefused(asReply(answer), where, [status]);
  expect(answer.body.message, where).toBe(message);
  expect(await rowCounts(server.db), where).toEqual(before);
  expect(pushes.pushes, where).toEqual([]);
}

describe('a pending request: only its people act on it', () => {
  it.each(ROLES)('a %s who is neither of its people can neither answer nor withdraw it', async (role) => {
    const stranger = strangers[role];
    for (const action of ['accept', 'decline']) {
      await expectRefusedUnchanged(() => client.answer(stranger.token, requestId, action), `${role} ${action}`, 403, 'Only the person asked can answer this request');
    }
    await expectRefusedUnchanged(() => client.withdraw(stranger.token, requestId), `${role} withdraw`, 403, 'Only the person who sent this request can withdraw it');
  });

  it('its sender cannot answer it, and the person asked cannot withdraw it', async () => {
    await expectRefusedUnchanged(() => client.answer(requester.token, requestId, 'accept'), 'requester accepts', 403, 'Only the person asked can answer this request');
    await expectRefusedUnchanged(() => client.withdraw(target.token, requestId), 'target withdraws', 403, 'Only the person who sent this request can withdraw it');
  });

  it.each(ROLES)("a token signed for a stranger that claims %s is still a stranger", async (role) => {
    const lying = await signSessionToken(server.db, server.config.jwtSecret, strangers.Jobseeker, { role });
    await expectRefusedUnchanged(() => client.answer(lying, requestId, 'accept'), `claims ${role}`, 403, 'Only the person asked can answer this request');
  });

  it('the lists show it to its two people only', async () => {
    expect((await client.requests(target.token, '?box=received')).body.data.map((r: any) => r._id)).toEqual([requestId]);
    expect((await client.requests(requester.token, '?box=sent')).body.data.map((r: any) => r._id)).toEqual([requestId]);
    for (const stranger of Object.values(strangers)) {
      for (const box of ['received', 'sent']) expect((await client.requests(stranger.token, `?box=${box}`)).body.data).toEqual([]);
    }
    expect((await client.requests(target.token, '?box=sent')).body.data).toEqual([]);
  });
});

describe('a connection: only its people see and end it', () => {
  beforeAll(async () => {
    expect((await client.answer(target.token, requestId, 'accept')).status).toBe(200);
  });

  it('is listed for its two people only', async () => {
    expect((await client.connections(target.token)).body.data.map((c: any) => c._id)).toEqual([requester.id]);
    expect((await client.connections(requester.token)).body.data.map((c: any) => c._id)).toEqual([target.id]);
    for (const stranger of Object.values(strangers)) expect((await client.connections(stranger.token)).body.data).toEqual([]);
  });

  it.each(ROLES)('a %s cannot end it by naming either of its people', async (role) => {
    for (const person of [requester, target]) {
      await expectRefusedUnchanged(() => client.remove(strangers[role].token, person.id), `${role} removes`, 404, 'You are not connected with this user');
    }
  });

  it('an answered request can no longer be answered or withdrawn by anyone', async () => {
    await expectRefusedUnchanged(() => client.answer(target.token, requestId, 'decline'), 'decline after accept', 409, 'This request is no longer pending');
    await expectRefusedUnchanged(() => client.withdraw(requester.token, requestId), 'withdraw after accept', 409, 'This request is no longer pending');
  });
});
