import {
  BAD_INPUT_KINDS,
  type RouteContext,
  type RouteSpec,
} from '@startupsetu/server-core/testing/bad-input-arbitraries';
import { registeredRoutes, sendEveryKind } from '@startupsetu/server-core/testing/bad-input-client';
import { sendConnectRequest } from '@startupsetu/server-core/repositories/connect-requests-repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, recordingEmitter, startNotifyTestServer, type NotifyTestServer } from '../testing/notify-test-server';

// Issue 8 ("bad input"): every route of notify, sent malformed input of every kind, answers no
// 5xx and, for an error, JSON { success:false, message, error }; the process keeps serving.

const ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/healthz', auth: 'public' },
  { method: 'GET', path: '/readyz', auth: 'public' },
  // Sent without the METRICS_TOKEN the test server sets: refused, whatever the input.
  { method: 'GET', path: '/metrics', auth: 'public' },
  { method: 'GET', path: '/openapi.json', auth: 'public' },
  { method: 'GET', path: '/api/Notifications', auth: 'user' },
  { method: 'GET', path: '/api/Notifications/unread-count', auth: 'user' },
  { method: 'PUT', path: '/api/Notifications/read', auth: 'user', body: 'json', fields: ['ids'] },
  { method: 'POST', path: '/api/connects/hustlertoinvestor', auth: 'user', body: 'json', fields: ['investorId'] },
  { method: 'POST', path: '/api/connects/request', auth: 'user', body: 'json', fields: ['targetId', 'note'] },
  { method: 'GET', path: '/api/connects/requests', auth: 'user' },
  { method: 'PUT', path: '/api/connects/requests/:id', auth: 'user', body: 'json', fields: ['action'] },
  { method: 'DELETE', path: '/api/connects/requests/:id', auth: 'user' },
  { method: 'GET', path: '/api/connects/connections', auth: 'user' },
  { method: 'DELETE', path: '/api/connects/connections/:userId', auth: 'user' },
  { method: 'GET', path: '/api/push/key', auth: 'user' },
  { method: 'POST', path: '/api/push/subscriptions', auth: 'user', body: 'json', fields: ['endpoint', 'keys', 'expirationTime'] },
  { method: 'DELETE', path: '/api/push/subscriptions', auth: 'user', body: 'json', fields: ['endpoint'] },
  { method: 'GET', path: '/api/push/preferences', auth: 'user' },
  { method: 'PUT', path: '/api/push/preferences', auth: 'user', body: 'json', fields: ['messages', 'connections', 'ignites', 'comments'] },
];

const NUM_RUNS = 30;

let server: NotifyTestServer;
let context: RouteContext;

beforeAll(async () => {
  server = await startNotifyTestServer({ realtime: recordingEmitter() });
  const hustler = await createUser(server.db, 'Hustler');
  const investor = await createUser(server.db, 'Investor');
  // A request the hustler sent: its id is the valid :id (the hustler may withdraw it, not answer it).
  const { request } = await sendConnectRequest(server.db, { requesterId: hustler.id, targetId: investor.id, kind: 'connect' });
  context = { token: hustler.token, internalSecret: server.config.internalSecret, params: { userId: investor.id, id: request._id } };
});

afterAll(async () => {
  await server?.close();
});

describe('notify: bad input over HTTP', () => {
  it('covers every route notify registers', () => {
    const covered = ROUTES.map((route) => `${route.method} ${route.path}`).sort();
    expect(covered).toEqual(registeredRoutes(server.app.printRoutes({ commonPrefix: false })));
    expect(Object.keys(BAD_INPUT_KINDS).length).toBeGreaterThanOrEqual(20);
  });

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, JSON errors, still serving',
    async (_, route) => {
      await sendEveryKind(server.baseUrl, route, context, NUM_RUNS);
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    },
    60_000,
  );
});
