import { TOO_MANY_WRITES } from '@startupsetu/server-core/http/write-rate-limit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createUser, postJson, readJson, recordingEmitter, startNotifyTestServer, type NotifyTestServer } from '../testing/notify-test-server';

const LIMIT = 3;
let server: NotifyTestServer;

beforeAll(async () => {
  server = await startNotifyTestServer({ realtime: recordingEmitter(), env: { WRITE_RATE_LIMIT: String(LIMIT) } });
});
afterAll(() => server.close());

it('refuses connect requests past a user’s write budget with a 429 JSON message; reads still answer', async () => {
  const investor = await createUser(server.db, 'Investor', 'Vikram');
  const targets = await Promise.all(Array.from({ length: LIMIT + 1 }, (_, i) => createUser(server.db, 'Hustler', `Hustler ${i}`)));
  const connect = (targetId: string) => postJson(server.baseUrl, '/api/connects/request', { targetId }, bearer(investor.token));

  for (const target of targets.slice(0, LIMIT)) expect((await connect(target.id)).status).toBeLessThan(300);
  const refused = await connect(targets[LIMIT]!.id);
  expect(refused.status).toBe(429);
  expect(await readJson(refused)).toMatchObject({ success: false, message: TOO_MANY_WRITES });

  const notifications = await fetch(`${server.baseUrl}/api/Notifications`, { headers: bearer(targets[LIMIT]!.token) });
  expect(notifications.status).toBe(200);
  expect(await readJson(notifications)).toEqual([]);
});
