// The embedded wiring: api and notify built in one process over one database and one bus, so a new
// notification reaches the recipient's socket on the api.
import {
  bearer,
  postJson,
  readJson,
  signUp,
  startApiTestServer,
  TEST_JWT_SECRET,
  type ApiTestServer,
  type TestAccount,
} from '@startupsetu/api/testing/api-test-server';
import { collect, nextEvent, socketPool } from '@startupsetu/api/testing/sockets';
import { createInProcessBus } from '@startupsetu/server-core/bus/in-process-bus';
import { loadConfig } from '@startupsetu/server-core/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildNotifyApp } from '../../app';

let api: ApiTestServer;
let notify: FastifyInstance;
let notifyUrl: string;
let hustler: TestAccount;
let investor: TestAccount;
const pool = socketPool(() => api.baseUrl);
const bus = createInProcessBus();

beforeAll(async () => {
  api = await startApiTestServer({ bus });
  notify = await buildNotifyApp({
    db: api.db,
    config: loadConfig({ DATA_DIR: api.config.dataDir, JWT_SECRET: TEST_JWT_SECRET }),
    bus,
  });
  notifyUrl = await notify.listen({ port: 0, host: '127.0.0.1' });
  hustler = await signUp(api.baseUrl, { role: 'Hustler', email: 'founder.live@example.in' });
  investor = await signUp(api.baseUrl, { role: 'Investor' });
});

afterEach(() => {
  pool.closeAll();
});

afterAll(async () => {
  await notify?.close();
  await api?.close();
  await bus.close();
});

describe('live notifications in embedded mode', () => {
  it("pushes an ignite to the investor's sockets, and to no one else's", async () => {
    const [investorTab, otherTab, hustlerTab] = await Promise.all([
      pool.open(investor.accessToken),
      pool.open(investor.accessToken),
      pool.open(hustler.accessToken),
    ]);
    const strays = collect(hustlerTab, 'notification');
    const heard = Promise.all([nextEvent(investorTab, 'notification'), nextEvent(otherTab, 'notification')]);

    const response = await postJson(notifyUrl, '/api/connects/hustlertoinvestor', { investorId: investor.id }, bearer(hustler.accessToken));
    expect(response.status).toBe(201);

    const expected = {
      _id: expect.any(String),
      type: 'ignite',
      message: 'founder.live ignited your interest in their startup',
      isRead: false,
      actorId: hustler.id,
      createdAt: expect.any(String),
      link: '/networking',
      requestId: expect.any(String),
      requestStatus: 'pending',
      actor: { _id: hustler.id, profiledetails: { profilePic: null } },
    };
    expect(await heard).toEqual([expected, expected]);
    const listed = await readJson(await fetch(`${notifyUrl}/api/Notifications`, { headers: bearer(investor.accessToken) }));
    expect(listed[0]).toEqual((await heard)[0]);
    await hustlerTab.emitWithAck('join', hustler.id);
    expect(strays).toEqual([]);
  });

  it('pushes a connect request to its target, and its acceptance to the requester', async () => {
    const cofounder = await signUp(api.baseUrl, { role: 'Cofounder', email: 'leela.live@example.in' });
    const [cofounderTab, investorTab] = await Promise.all([pool.open(cofounder.accessToken), pool.open(investor.accessToken)]);
    const asked = nextEvent(investorTab, 'notification');
    const sent = await postJson(notifyUrl, '/api/connects/request', { targetId: investor.id }, bearer(cofounder.accessToken));
    expect(sent.status).toBe(201);
    const requestId = (await readJson(sent)).request._id;
    expect(await asked).toMatchObject({ type: 'connect', actorId: cofounder.id, isRead: false, link: '/networking', requestId, requestStatus: 'pending' });

    const told = nextEvent(cofounderTab, 'notification');
    const accepted = await fetch(`${notifyUrl}/api/connects/requests/${requestId}`, {
      method: 'PUT',
      headers: { ...bearer(investor.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'accept' }),
    });
    expect(accepted.status).toBe(200);
    expect(await told).toEqual({
      _id: expect.any(String),
      type: 'connect_accepted',
      message: `${investor.email.split('@')[0]} accepted your request to connect`,
      isRead: false,
      actorId: investor.id,
      createdAt: expect.any(String),
      link: `/messages?with=${investor.id}`,
      requestId,
      requestStatus: 'accepted',
      actor: { _id: investor.id, profiledetails: { profilePic: null } },
    });
  });
});
