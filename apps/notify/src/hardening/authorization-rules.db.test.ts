import type { Role } from '@startupsetu/server-core/db/schema';
import { expectRefused, rowCounts, sendSample } from '@startupsetu/server-core/testing/authorization-matrix';
import { privateDataIn } from '@startupsetu/server-core/testing/private-data';
import { signSessionToken } from '@startupsetu/server-core/testing/session-tokens';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifyRouteSamples, notifyRules, seedNotifyCast, type NotifyCast } from '../testing/notify-authorization-cast';
import {
  bearer,
  postJson,
  readJson,
  recordingEmitter,
  startNotifyTestServer,
  type NotifyTestServer,
} from '../testing/notify-test-server';

// Issue 8 ("authorization matrix") for notify, other people's resources and roles: a caller reads
// and marks only their own notifications, names only themselves as the actor of a request, and a
// notification is pushed to its recipient only. Ignite (DESIGN §2, §6.1): only a Hustler may ignite
// and only an Investor may be ignited, by the stored role whatever a token claims. Answering and
// withdrawing requests, and connections: authorization-requests.db.test.ts.

const ROLES: Role[] = ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'];

let server: NotifyTestServer;
let cast: NotifyCast;
const pushes = recordingEmitter();
const samples = notifyRouteSamples(() => cast);

beforeAll(async () => {
  server = await startNotifyTestServer({ realtime: pushes });
  cast = await seedNotifyCast(server);
});

beforeEach(() => {
  pushes.pushes.length = 0;
});

afterAll(async () => {
  await server?.close();
});

const list = async (token: string) => readJson(await fetch(`${server.baseUrl}/api/Notifications`, { headers: bearer(token) }));
const unread = async (token: string) =>
  (await readJson(await fetch(`${server.baseUrl}/api/Notifications/unread-count`, { headers: bearer(token) }))).count;

describe("notifications: another user's are invisible and untouchable", () => {
  it("the list holds only the caller's own", async () => {
    for (const role of ROLES) {
      const mine = await list(cast[role].token);
      expect(mine.map((n: any) => n.message)).toContain(`private note for ${role}`);
      for (const other of ROLES.filter((r) => r !== role)) expect(JSON.stringify(mine)).not.toContain(`private note for ${other}`);
    }
  });

  it("marking another user's notifications read by id changes nothing", async () => {
    const investorIds = (await list(cast.Investor.token)).map((n: any) => n._id);
    const before = await unread(cast.Investor.token);
    expect(before).toBeGreaterThan(0);
    const reply = await fetch(`${server.baseUrl}/api/Notifications/read`, {
      method: 'PUT',
      headers: { ...bearer(cast.Hustler.token), 'content-type': 'application/json' },
      body: JSON.stringify({ ids: investorIds }),
    });
    expect(await readJson(reply)).toEqual({ success: true, updated: 0 });
    expect(await unread(cast.Investor.token)).toBe(before);
  });

  it("marking all read marks only the caller's", async () => {
    const before = await unread(cast.Investor.token);
    const reply = await fetch(`${server.baseUrl}/api/Notifications/read`, { method: 'PUT', headers: bearer(cast.Cofounder.token) });
    expect(reply.status).toBe(200);
    expect(await unread(cast.Cofounder.token)).toBe(0);
    expect(await unread(cast.Investor.token)).toBe(before);
  });

  it('a connect request names the caller as its actor whatever the body says, and is pushed to the target only', async () => {
    const { Jobseeker: jobseeker, Hustler: hustler, Investor: investor } = cast;
    const reply = await postJson(server.baseUrl, '/api/connects/request', { targetId: hustler.id, actorId: investor.id, userId: investor.id }, bearer(jobseeker.token));
    expect(reply.status).toBe(201);
    const stored = await server.db.selectFrom('notifications').select(['user_id', 'actor_id']).where('type', '=', 'connect').where('user_id', '=', hustler.id).execute();
    expect(stored).toEqual([{ user_id: hustler.id, actor_id: jobseeker.id }]);
    expect(pushes.pushes.map((push) => push.userId)).toEqual([hustler.id]);
  });

  it('a connect request to oneself is refused', async () => {
    const before = await rowCounts(server.db);
    const reply = await sendSample(server.baseUrl, { ...samples.find((r) => r.path === '/api/connects/request')!, request: () => ({ path: '/api/connects/request', json: { targetId: cast.Cofounder.id } }) }, bearer(cast.Cofounder.token));
    expectRefused(reply, 'connect to oneself', [400]);
    expect(await rowCounts(server.db)).toEqual(before);
  });
});

describe('ignite: only a Hustler ignites, only an Investor is ignited', () => {
  const ignite = samples.find((route) => route.path === '/api/connects/hustlertoinvestor')!;
  const igniteAs = (token: string, investorId: string) =>
    sendSample(server.baseUrl, { ...ignite, request: () => ({ path: ignite.path, json: { investorId } }) }, bearer(token));

  it.each(ROLES.flatMap((from) => ROLES.map((to) => [from, to] as const)))('a %s igniting a %s', async (from, to) => {
    const before = await rowCounts(server.db);
    const reply = await igniteAs(cast[from].token, cast[to].id);
    if (from === 'Hustler' && to === 'Investor') {
      expect(reply.status).toBe(201);
      expect(pushes.pushes).toEqual([expect.objectContaining({ userId: cast.Investor.id, event: 'notification' })]);
      expect(privateDataIn(pushes.pushes[0]!.payload, notifyRules(server, cast, cast.Investor))).toEqual([]);
      return;
    }
    // The caller's role is checked first: a non-Hustler learns nothing about the target.
    expectRefused(reply, `${from} → ${to}`, [403]);
    expect((reply.json as { message: string }).message).toBe(
      from === 'Hustler' ? 'Only investors can be ignited' : 'Only Hustlers can ignite investors',
    );
    expect(await rowCounts(server.db)).toEqual(before);
    expect(pushes.pushes).toEqual([]);
  });

  it.each(['Investor', 'Cofounder', 'Jobseeker'] as Role[])(
    'a %s whose validly signed token claims Hustler is still refused',
    async (role) => {
      const lying = await signSessionToken(server.db, server.config.jwtSecret, cast[role], { role: 'Hustler' });
      const before = await rowCounts(server.db);
      expectRefused(await igniteAs(lying, cast.Investor.id), `${role} claiming Hustler`, [403]);
      expect(await rowCounts(server.db)).toEqual(before);
    },
  );
});
