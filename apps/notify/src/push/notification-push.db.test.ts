import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startNotifyTestServer, type NotifyTestServer, type TestUser } from '../testing/notify-test-server';
import { startPushService, type TestBrowser } from '../testing/push-service';

let service: Awaited<ReturnType<typeof startPushService>>;
let server: NotifyTestServer;
let investor: TestUser;
let hustler: TestUser;
let browser: TestBrowser;

const call = (user: TestUser, method: string, path: string, body: unknown) =>
  fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  service = await startPushService();
  server = await startNotifyTestServer({ env: { PUSH_ENDPOINT_ALLOW: service.origin } });
  investor = await createUser(server.db, 'Investor', 'Ira Investor');
  hustler = await createUser(server.db, 'Hustler', 'Harsh Hustler');
  browser = service.browser();
  expect((await call(investor, 'POST', '/api/push/subscriptions', browser.subscription)).status).toBe(201);
});

afterAll(async () => {
  await server.close();
  await service.close();
});

describe('a notification pushed to the browsers of its recipient', () => {
  it('a connection request reaches the subscribed browser: its words, the page it opens, the unread badge', async () => {
    expect((await call(hustler, 'POST', '/api/connects/request', { targetId: investor.id })).status).toBe(201);
    await server.app.pushes.flush();
    expect(service.received).toHaveLength(1);
    const shown = browser.read(service.received[0]!) as Record<string, unknown>;
    expect(shown).toMatchObject({ title: 'New connection request', url: '/networking', badge: 1 });
    expect(shown.body).toContain('Harsh Hustler');
    expect(service.received[0]!.headers.urgency).toBe('high');
  });

  it('sends nothing once the recipient turns that kind off', async () => {
    expect((await call(investor, 'PUT', '/api/push/preferences', { connections: false })).status).toBe(200);
    const other = await createUser(server.db, 'Cofounder', 'Chitra Cofounder');
    expect((await call(other, 'POST', '/api/connects/request', { targetId: investor.id })).status).toBe(201);
    await server.app.pushes.flush();
    expect(service.received).toHaveLength(1);
  });
});
