// One api instance dies: the other side does not notice, the dead side gets a clear 503 from its
// gateway (never a hang), and everything comes back once the instance is started again.
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, connected, disconnected, nextEvent, openSocket, signUp, type SignedInUser } from './support/gateway-client';
import { scaleEnvironment } from './support/scale-environment';
import { letWrite, startCluster, type ScaledCluster } from './support/scaled-cluster';

const env = scaleEnvironment();

describe('a scaled deployment when an api instance is killed', () => {
  let cluster: ScaledCluster;
  let gatewayA: string;
  let gatewayB: string;
  // Ira uses gateway A, whose api is killed; Hari and Bala use gateway B.
  let ira: SignedInUser;
  let hari: SignedInUser;
  let bala: SignedInUser;
  const sockets: Socket[] = [];
  let iraSocket: Socket;
  let hariSocket: Socket;
  let balaSocket: Socket;

  beforeAll(async () => {
    cluster = await startCluster(env!);
    gatewayA = cluster.a.gateway.url;
    gatewayB = cluster.b.gateway.url;
    ira = await signUp(gatewayA, 'Investor', cluster.a.mailDir);
    hari = await signUp(gatewayB, 'Hustler', cluster.b.mailDir);
    bala = await signUp(gatewayB, 'Cofounder', cluster.b.mailDir);
    await letWrite(cluster, [[hari.id, bala.id], [hari.id, ira.id], [ira.id, hari.id]]);
    iraSocket = await openSocket(gatewayA, ira, { reconnect: true });
    hariSocket = await openSocket(gatewayB, hari, { reconnect: true });
    balaSocket = await openSocket(gatewayB, bala, { reconnect: true });
    sockets.push(iraSocket, hariSocket, balaSocket);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await cluster?.close();
  });

  it('answers the killed side with a clear 503 JSON from the first request after the crash', async () => {
    // Busy first, as in real life: gateway A then holds several kept-alive connections to api 1,
    // which the crash leaves dead.
    const busy = Array.from({ length: 8 }, async () => {
      const response = await call(gatewayA, 'GET', '/api/userprofile/getUser', { token: ira.token });
      await response.arrayBuffer();
      return response.status;
    });
    expect(await Promise.all(busy)).toEqual(Array(8).fill(200));
    const lost = disconnected(iraSocket);
    await cluster.a.api.kill();

    const response = await call(gatewayA, 'GET', '/api/userprofile/getUser', { token: ira.token });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      success: false,
      message: 'The api service is unavailable. Please try again shortly.',
      error: 'Service Unavailable',
    });

    await lost;
    const ready = await call(gatewayA, 'GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not ready', upstreams: { api: 'down', notify: 'up' } });
  });

  it('keeps the other side working: requests, live chat and notifications', async () => {
    const me = await call(gatewayB, 'GET', '/api/userprofile/getUser', { token: hari.token });
    expect(me.status).toBe(200);

    const toBala = nextEvent(balaSocket, 'receiveMessage', (message) => message.text === 'Still here on B');
    const ack = await hariSocket.timeout(10_000).emitWithAck('sendMessage', { receiverId: bala.id, text: 'Still here on B' });
    expect(ack).toMatchObject({ ok: true });
    expect(await toBala).toMatchObject({ senderId: hari.id, text: 'Still here on B' });

    // Ira is away, but what is sent to her is kept for when she is back.
    const toIra = await call(gatewayB, 'POST', '/api/messages', { token: hari.token, body: { receiverId: ira.id, text: 'Sent while A was down' } });
    expect(toIra.status).toBe(201);
    const connect = await call(gatewayB, 'POST', '/api/connects/request', { token: bala.token, body: { targetId: hari.id } });
    expect(connect.status).toBe(201);
  });

  it('recovers the killed side once its api is back: requests, its socket and live events', async () => {
    await cluster.restartApi(cluster.a);

    const me = await call(gatewayA, 'GET', '/api/userprofile/getUser', { token: ira.token });
    expect(me.status).toBe(200);
    await connected(iraSocket);

    const history = await call(gatewayA, 'GET', `/api/messages/${hari.id}`, { token: ira.token });
    expect(history.status).toBe(200);
    expect(JSON.stringify(await history.json())).toContain('Sent while A was down');

    const toIra = nextEvent(iraSocket, 'receiveMessage', (message) => message.text === 'Welcome back');
    await hariSocket.timeout(10_000).emitWithAck('sendMessage', { receiverId: ira.id, text: 'Welcome back' });
    expect(await toIra).toMatchObject({ senderId: hari.id, text: 'Welcome back' });

    const toHari = nextEvent(hariSocket, 'receiveMessage', (message) => message.text === 'Glad to be back');
    const ack = await iraSocket.timeout(10_000).emitWithAck('sendMessage', { receiverId: hari.id, text: 'Glad to be back' });
    expect(ack).toMatchObject({ ok: true });
    expect(await toHari).toMatchObject({ senderId: ira.id, text: 'Glad to be back' });
  });
});
