import { createSession, MAX_LIVE_SESSIONS } from '@startupsetu/server-core/repositories/sessions-repository';
import { SESSION_ENDED, verifyAccessToken } from '@startupsetu/server-core/tokens';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  postJson,
  readJson,
  signIn,
  signUp,
  startApiTestServer,
  TEST_JWT_SECRET,
  type ApiTestServer,
} from '../../testing/api-test-server';
import { pollingHandshake, socketPool } from '../../testing/sockets';

let server: ApiTestServer;
const sockets = socketPool(() => server.baseUrl);

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  server = await startApiTestServer();
});

afterEach(() => sockets.closeAll());
afterAll(async () => {
  await server.close();
});

function call(method: string, path: string, token: string) {
  return fetch(server.baseUrl + path, { method, headers: bearer(token) });
}

async function expectEnded(token: string) {
  const response = await call('PUT', '/api/user/verify', token);
  expect(response.status).toBe(401);
  expect(await readJson(response)).toEqual({ success: false, message: SESSION_ENDED, error: 'Unauthorized' });
}

async function expectLive(token: string) {
  expect((await call('PUT', '/api/user/verify', token)).status).toBe(200);
}

/** Resolves with the reason once the server closes the socket. */
function closedByServer(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', resolve));
}

/** A round trip: the socket is still connected and answering. */
async function expectConnected(socket: Socket, userId: string) {
  await expect(socket.emitWithAck('join', userId)).resolves.toEqual({ ok: true });
  expect(socket.connected).toBe(true);
}

describe('POST /api/auth/refresh', () => {
  it('answers a fresh 31-day token of the same session, which works like the first', async () => {
    const account = await signUp(server.baseUrl);
    const response = await call('POST', '/api/auth/refresh', account.accessToken);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toEqual({ success: true, accessToken: expect.any(String) });
    const claims = await verifyAccessToken(body.accessToken, TEST_JWT_SECRET);
    expect(claims).toEqual({ userId: account.id, role: account.role, sessionId: account.sessionId });
    const payload = JSON.parse(Buffer.from(body.accessToken.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(31 * 24 * 60 * 60);
    await expectLive(body.accessToken);
  });

  it('gives nothing for an ended session, and signing out ends the refreshed token too', async () => {
    const account = await signUp(server.baseUrl);
    const refreshed = (await readJson(await call('POST', '/api/auth/refresh', account.accessToken))).accessToken;
    expect((await call('POST', '/api/auth/signout', account.accessToken)).status).toBe(200);
    await expectEnded(refreshed);
    const again = await call('POST', '/api/auth/refresh', refreshed);
    expect(again.status).toBe(401);
    expect((await readJson(again)).message).toBe(SESSION_ENDED);
  });
});

describe('POST /api/auth/signout', () => {
  it("ends the session: its token answers 401 at once and its socket is closed; the user's other session and its socket stay", async () => {
    const account = await signUp(server.baseUrl);
    const laptop = await signIn(server.baseUrl, account, CHROME_LINUX);
    const phoneSocket = await sockets.open(account.accessToken);
    const laptopSocket = await sockets.open(laptop.accessToken);
    const phoneClosed = closedByServer(phoneSocket);

    const response = await call('POST', '/api/auth/signout', account.accessToken);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: 'Signed out' });
    await expectEnded(account.accessToken);
    expect(await phoneClosed).toBe('io server disconnect');
    // Refused at the handshake that carries the ended token: a 403, no session.
    await expect(sockets.open(account.accessToken)).rejects.toThrow();
    expect((await pollingHandshake(server.baseUrl, { token: account.accessToken })).status).toBe(403);

    await expectLive(laptop.accessToken);
    await expectConnected(laptopSocket, account.id);
  });

  it('answers 401 the second time', async () => {
    const account = await signUp(server.baseUrl);
    expect((await call('POST', '/api/auth/signout', account.accessToken)).status).toBe(200);
    const again = await call('POST', '/api/auth/signout', account.accessToken);
    expect(again.status).toBe(401);
  });
});

describe('GET /api/auth/sessions', () => {
  it("lists the caller's live sessions, most recently used first, with a device label and the current one marked", async () => {
    const account = await signUp(server.baseUrl);
    const phone = await signIn(server.baseUrl, account, FIREFOX_ANDROID);
    const iphone = await signIn(server.baseUrl, account, SAFARI_IPHONE);
    const laptop = await signIn(server.baseUrl, account, CHROME_LINUX);
    expect((await call('POST', '/api/auth/signout', iphone.accessToken)).status).toBe(200);
    // Someone else's sessions never show.
    await signUp(server.baseUrl);
    // The phone was used last.
    await server.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() + 1000).toISOString() }).where('id', '=', phone.sessionId).execute();

    const response = await call('GET', '/api/auth/sessions', laptop.accessToken);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body.success).toBe(true);
    // Signed-out sessions and other people's are not listed.
    expect(body.sessions.map((s: { id: string }) => s.id)).toEqual([phone.sessionId, laptop.sessionId, account.sessionId]);
    const byId = new Map(body.sessions.map((s: { id: string }) => [s.id, s]));
    expect(byId.get(phone.sessionId)).toEqual({
      id: phone.sessionId,
      device: 'Firefox on Android',
      userAgent: FIREFOX_ANDROID,
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      current: false,
    });
    expect(byId.get(laptop.sessionId)).toMatchObject({ device: 'Chrome on Linux', current: true });
    expect(byId.get(account.sessionId)).toMatchObject({ device: 'Unknown device', current: false });
  });

  it('keeps at most MAX_LIVE_SESSIONS: a sign-in beyond it ends the least recently used, whose token and socket stop', async () => {
    const account = await signUp(server.baseUrl);
    const oldestSocket = await sockets.open(account.accessToken);
    const closed = closedByServer(oldestSocket);
    // Seeded directly: the cap is about rows, not about how they came to be.
    const earlier = new Date(Date.now() - 60_000);
    for (let i = 1; i < MAX_LIVE_SESSIONS; i += 1) await createSession(server.db, account.id, 'seeded', earlier);
    await server.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 120_000).toISOString() }).where('id', '=', account.sessionId).execute();

    const latest = await signIn(server.baseUrl, account, CHROME_LINUX);
    await expectEnded(account.accessToken);
    await closed;
    const body = await readJson(await call('GET', '/api/auth/sessions', latest.accessToken));
    expect(body.sessions).toHaveLength(MAX_LIVE_SESSIONS);
    expect(body.sessions[0]).toMatchObject({ id: latest.sessionId, current: true });
    expect(body.sessions.map((s: { id: string }) => s.id)).not.toContain(account.sessionId);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it("signs out another of the caller's devices: its token answers 401 and its socket closes; the caller's stays", async () => {
    const account = await signUp(server.baseUrl);
    const lost = await signIn(server.baseUrl, account, FIREFOX_ANDROID);
    const lostSocket = await sockets.open(lost.accessToken);
    const mySocket = await sockets.open(account.accessToken);
    const lostClosed = closedByServer(lostSocket);

    const response = await call('DELETE', `/api/auth/sessions/${lost.sessionId}`, account.accessToken);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: 'Signed out' });
    await expectEnded(lost.accessToken);
    expect(await lostClosed).toBe('io server disconnect');
    await expectLive(account.accessToken);
    await expectConnected(mySocket, account.id);
  });

  it("answers 404 'Session not found' for another person's session, which stays live, for an unknown id and for an ended one", async () => {
    const me = await signUp(server.baseUrl);
    const someone = await signUp(server.baseUrl);
    const theirSocket = await sockets.open(someone.accessToken);
    const ended = await signIn(server.baseUrl, me);
    expect((await call('POST', '/api/auth/signout', ended.accessToken)).status).toBe(200);

    for (const id of [someone.sessionId, 'no-such-session', ended.sessionId]) {
      const response = await call('DELETE', `/api/auth/sessions/${id}`, me.accessToken);
      expect(response.status).toBe(404);
      expect(await readJson(response)).toEqual({ success: false, message: 'Session not found', error: 'Not Found' });
    }
    await expectLive(someone.accessToken);
    await expectConnected(theirSocket, someone.id);
  });

  it('answers 400 for an id with a NUL in it (PostgreSQL cannot look one up), and the session lives on', async () => {
    const account = await signUp(server.baseUrl);
    const response = await call('DELETE', '/api/auth/sessions/a%00b', account.accessToken);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false });
    await expectLive(account.accessToken);
  });

  it('ends the current session when it names it (the same as signing out)', async () => {
    const account = await signUp(server.baseUrl);
    expect((await call('DELETE', `/api/auth/sessions/${account.sessionId}`, account.accessToken)).status).toBe(200);
    await expectEnded(account.accessToken);
  });
});

describe('DELETE /api/auth/sessions', () => {
  it('signs out everywhere else: every other session ends and its socket closes; this one and other people stay', async () => {
    const account = await signUp(server.baseUrl);
    const others = [await signIn(server.baseUrl, account, FIREFOX_ANDROID), await signIn(server.baseUrl, account, SAFARI_IPHONE)];
    const someone = await signUp(server.baseUrl);
    const otherClosed = closedByServer(await sockets.open(others[0]!.accessToken));
    const mySocket = await sockets.open(account.accessToken);

    const response = await call('DELETE', '/api/auth/sessions', account.accessToken);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, ended: 2 });
    for (const other of others) await expectEnded(other.accessToken);
    expect(await otherClosed).toBe('io server disconnect');
    await expectLive(account.accessToken);
    await expectLive(someone.accessToken);
    await expectConnected(mySocket, account.id);

    expect(await readJson(await call('DELETE', '/api/auth/sessions', account.accessToken))).toEqual({ success: true, ended: 0 });
  });
});

describe('the sessions endpoints need a live session', () => {
  it.each([
    ['POST', '/api/auth/refresh'],
    ['POST', '/api/auth/signout'],
    ['GET', '/api/auth/sessions'],
    ['DELETE', '/api/auth/sessions/some-id'],
    ['DELETE', '/api/auth/sessions'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const response = await fetch(server.baseUrl + path, { method });
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ success: false, message: 'No token provided', error: 'Unauthorized' });
  });

  it('sign-in after signing out gives a working token', async () => {
    const account = await signUp(server.baseUrl);
    await call('POST', '/api/auth/signout', account.accessToken);
    const response = await postJson(server.baseUrl, '/api/auth/signin', { email: account.email, password: account.password });
    await expectLive((await readJson(response)).accessToken);
  });
});
