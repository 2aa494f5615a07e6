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

  it("a job alert's new jobs are pushed as jobAlerts, which the recipient turns off without losing the others", async () => {
    const seeker = await createUser(server.db, 'Jobseeker', 'Jaya Seeker');
    const phone = service.browser();
    expect((await call(seeker, 'POST', '/api/push/subscriptions', phone.subscription)).status).toBe(201);
    const before = service.received.length;
    const jobAlert = { userId: seeker.id, type: 'job_alert' as const, message: '2 new jobs match your alert: React · Pune', actorId: null, link: '/jobs?skills=React&city=Pune' };

    await server.bus.send('notification.requested', jobAlert);
    await server.app.pushes.flush();
    expect(service.received).toHaveLength(before + 1);
    const alert = service.received.at(-1)!;
    expect(phone.read(alert)).toMatchObject({ title: 'New jobs for you', body: jobAlert.message, url: jobAlert.link, badge: 1 });
    // Nobody waits on an answer: the phone is not woken, and it is kept a day.
    expect(alert.headers.urgency).toBe('normal');
    expect(alert.headers.ttl).toBe(String(24 * 60 * 60));

    expect(await (await call(seeker, 'PUT', '/api/push/preferences', { jobAlerts: false })).json()).toMatchObject({ jobAlerts: false, applications: true });
    await server.bus.send('notification.requested', { ...jobAlert, message: '1 new job matches your alert: React · Pune' });
    await server.bus.send('notification.requested', { userId: seeker.id, type: 'application_status', message: 'Your application to Engineer was shortlisted', actorId: null, link: '/applications' });
    await server.app.pushes.flush();
    expect(service.received.slice(before + 1).map((push) => (phone.read(push) as { title: string }).title)).toEqual(['Application update']);
  });
});
