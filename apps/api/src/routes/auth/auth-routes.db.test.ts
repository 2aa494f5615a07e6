import { createHmac } from 'node:crypto';
import { SESSION_ENDED, verifyAccessToken } from '@startupsetu/server-core/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../admin-commands';
import {
  bearer,
  postJson,
  readJson,
  signUp,
  startApiTestServer,
  TEST_JWT_SECRET,
  type ApiTestServer,
} from '../../testing/api-test-server';
import { pollingHandshake, socketPool } from '../../testing/sockets';

let server: ApiTestServer;
const sockets = socketPool(() => server.baseUrl);

beforeAll(async () => {
  server = await startApiTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('POST /api/auth/signup', () => {
  it('creates an account and answers a token whose subject is the new id', async () => {
    const response = await postJson(server.baseUrl, '/api/auth/signup', {
      email: '  New.Founder@Example.COM ',
      password: 'pitch-deck-2025',
      role: 'Investor',
    });
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toMatchObject({ success: true, message: 'Signup successful!', role: 'Investor' });
    expect(typeof body.id).toBe('string');
    await expect(verifyAccessToken(body.accessToken, TEST_JWT_SECRET)).resolves.toEqual({
      userId: body.id,
      role: 'Investor',
      sessionId: body.sessionId,
    });

    const row = await server.db.selectFrom('users').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row.email).toBe('new.founder@example.com');
    expect(row.verified).toBe(0);
  });

  it('never stores the password in plain text', async () => {
    const password = 'plain-text-would-be-bad';
    const account = await signUp(server.baseUrl, { password });
    const row = await server.db.selectFrom('users').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(password);
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it('answers 409 for an email that already has an account, whatever its case', async () => {
    const account = await signUp(server.baseUrl);
    const response = await postJson(server.baseUrl, '/api/auth/signup', {
      email: account.email.toUpperCase(),
      password: 'another-password',
      role: 'Cofounder',
    });
    expect(response.status).toBe(409);
    expect(await readJson(response)).toMatchObject({
      success: false,
      message: 'An account with this email already exists',
      error: 'Conflict',
    });
  });

  const valid = { email: 'valid@example.com', password: 'a long secret', role: 'Hustler' };
  it.each([
    ['missing email', { password: 'x', role: 'Hustler' }, 'email is required'],
    ['missing password', { email: 'a@example.com', role: 'Hustler' }, 'password is required'],
    ['missing role', { email: 'a@example.com', password: 'x' }, 'role is required'],
    ['malformed email', { ...valid, email: 'not-an-email' }, 'email must be a valid email address'],
    ['unknown role', { ...valid, role: 'Admin' }, 'role must be one of Hustler, Investor, Cofounder, Jobseeker'],
    ['email of the wrong JSON type', { ...valid, email: 42 }, 'email must be a string'],
    ['password of the wrong JSON type', { ...valid, password: true }, 'password must be a string'],
    ['a JSON array instead of an object', [valid], 'Request body must be a JSON object'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await postJson(server.baseUrl, '/api/auth/signup', body);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual(expect.objectContaining({ success: false, message, error: 'Bad Request' }));
  });

  it('answers 400 for a body that is not valid JSON', async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@example.com", ',
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      success: false,
      message: 'Request body is not valid JSON',
      error: 'Bad Request',
    });
  });

  it('answers 400 for a JSON body that tries prototype poisoning', async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@example.com","password":"x","role":"Hustler","__proto__":{"admin":true}}',
    });
    expect(response.status).toBe(400);
  });

  it('answers 400 for an empty JSON body', async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe('Request body must be a JSON object');
  });

  it('answers 413 for a body over 100 KB', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...valid, password: 'x'.repeat(101 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'Request body is too large', error: 'Payload Too Large' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a@example.com',
    });
    expect(response.status).toBe(415);
    expect(await readJson(response)).toMatchObject({ success: false, error: 'Unsupported Media Type' });
  });
});

describe('sign-up and sign-in start a session', () => {
  it('of the browser that signed in, answering its id in the reply and as the token\'s sid', async () => {
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const email = `agent-${Date.now()}@example.com`;
    const signup = await readJson(await postJson(server.baseUrl, '/api/auth/signup', { email, password: 'pitch-deck-2025', role: 'Hustler' }, { 'user-agent': userAgent }));
    const signin = await readJson(await postJson(server.baseUrl, '/api/auth/signin', { email, password: 'pitch-deck-2025' }, { 'user-agent': 'curl/8.5.0' }));
    expect(signin.sessionId).not.toBe(signup.sessionId);
    for (const [body, agent] of [[signup, userAgent], [signin, 'curl/8.5.0']] as const) {
      await expect(verifyAccessToken(body.accessToken, TEST_JWT_SECRET)).resolves.toMatchObject({ sessionId: body.sessionId });
      const row = await server.db.selectFrom('sessions').selectAll().where('id', '=', body.sessionId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: signup.id, user_agent: agent, ended_at: null });
    }
  });

  it("answers the user's outbox key: 32 bytes, the same on every sign-in, another for another user", async () => {
    const first = await signUp(server.baseUrl);
    const second = await signUp(server.baseUrl);
    const signIn = async (account: typeof first) =>
      readJson(await postJson(server.baseUrl, '/api/auth/signin', { email: account.email, password: account.password }));
    const [a1, a2, b] = [await signIn(first), await signIn(first), await signIn(second)];
    expect(Buffer.from(a1.outboxKey, 'base64url')).toHaveLength(32);
    expect(a2.outboxKey).toBe(a1.outboxKey);
    expect(b.outboxKey).not.toBe(a1.outboxKey);
    expect(a1.outboxKey).toBe(createHmac('sha256', TEST_JWT_SECRET).update(`outbox-key:${first.id}`).digest('base64url'));
  });
});

describe('POST /api/auth/signin', () => {
  it('answers a token, the id and the role for the right password', async () => {
    const account = await signUp(server.baseUrl, { role: 'Jobseeker' });
    const response = await postJson(server.baseUrl, '/api/auth/signin', {
      email: ` ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toMatchObject({ success: true, message: 'Signed in successfully', id: account.id, role: 'Jobseeker' });
    await expect(verifyAccessToken(body.accessToken, TEST_JWT_SECRET)).resolves.toMatchObject({ userId: account.id });
  });

  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'wrong password' })],
    ['an unknown email', () => ({ email: 'nobody@example.com', password: 'whatever' })],
  ])('answers 401 for %s', async (_case, body) => {
    const account = await signUp(server.baseUrl);
    const response = await postJson(server.baseUrl, '/api/auth/signin', body(account.email));
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({
      success: false,
      message: 'Invalid email or password',
      error: 'Unauthorized',
    });
  });

  it('answers 400 with the field named for a missing password', async () => {
    const response = await postJson(server.baseUrl, '/api/auth/signin', { email: 'a@example.com' });
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe('password is required');
  });
});

describe('PUT /api/user/verify', () => {
  it('confirms the token and reports the verified flag an operator sets', async () => {
    const account = await signUp(server.baseUrl);
    const verify = () => fetch(`${server.baseUrl}/api/user/verify`, { method: 'PUT', headers: bearer(account.accessToken) });

    const before = await verify();
    expect(before.status).toBe(200);
    expect(await readJson(before)).toEqual({ success: true, message: 'Token is valid', verified: false, moderator: false, emailVerified: true });

    const quiet = { log() {}, error() {} };
    expect(await runAdminCommand(server.db, ['verify', account.email], quiet)).toBe(0);
    expect(await readJson(await verify())).toMatchObject({ verified: true });
  });

  it('accepts an empty body sent with a JSON content type', async () => {
    const account = await signUp(server.baseUrl);
    const response = await fetch(`${server.baseUrl}/api/user/verify`, {
      method: 'PUT',
      headers: { ...bearer(account.accessToken), 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${server.baseUrl}/api/user/verify`, { method: 'PUT' });
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ success: false, message: 'No token provided', error: 'Unauthorized' });
  });
});

describe('revoked sessions (npm run admin -- revoke <email>)', () => {
  it('refuse every token of the user with 401, close their open sockets, and sign-in gives a working one', async () => {
    const account = await signUp(server.baseUrl);
    const verify = (token: string) => fetch(`${server.baseUrl}/api/user/verify`, { method: 'PUT', headers: bearer(token) });
    expect((await verify(account.accessToken)).status).toBe(200);
    const socket = await sockets.open(account.accessToken);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    expect(await runAdminCommand(server.db, ['revoke', account.email], { log() {}, error() {} })).toBe(0);
    const refused = await verify(account.accessToken);
    expect(refused.status).toBe(401);
    expect(await readJson(refused)).toEqual({ success: false, message: SESSION_ENDED, error: 'Unauthorized' });
    // Refused at the handshake that carries the revoked token: a 403, no session.
    await expect(sockets.open(account.accessToken)).rejects.toThrow();
    expect((await pollingHandshake(server.baseUrl, { token: account.accessToken })).status).toBe(403);
    // The command only wrote the database: the api's session watcher closed the socket.
    expect(await closed).toBe('io server disconnect');

    const signin = await readJson(await postJson(server.baseUrl, '/api/auth/signin', { email: account.email, password: account.password }));
    expect((await verify(signin.accessToken)).status).toBe(200);
    sockets.closeAll();
  });
});
