import { SIGN_IN_LOCKED_MESSAGE } from './sign-in-failures-repository';
import { newResetToken, storePasswordReset } from './password-resets-repository';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postJson, readJson, signUp, startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';

// The per-account brute-force limit (DESIGN §6.2), counted in the database: 10 failures for one
// email within 15 minutes → 429 for that email, the right password too, until 15 minutes after the
// last failure. The clock is injected by faking Date only (the server runs in this process).

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await server?.close();
});

const MINUTE = 60 * 1000;
const signIn = (email: string, password: string, from = '10.0.0.1') =>
  postJson(server.baseUrl, '/api/auth/signin', { email, password }, { 'x-forwarded-for': from });

async function fail(email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    // Each guess from another address: the lock is per email, not per client.
    expect((await signIn(email, `wrong guess ${i}`, `10.0.${i}.9`)).status).toBe(401);
  }
}

function freezeClockAt(time: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
}

describe('sign-in lock after 10 failures', () => {
  it('answers 429 with the lock message after 10 failures, the right password too, whatever the case of the email', async () => {
    const account = await signUp(server.baseUrl);
    await fail(account.email, 10);
    const locked = await signIn(account.email.toUpperCase(), account.password, '192.0.2.77');
    expect(locked.status).toBe(429);
    expect(await readJson(locked)).toEqual({ success: false, message: SIGN_IN_LOCKED_MESSAGE, error: 'Too Many Requests' });
    expect(SIGN_IN_LOCKED_MESSAGE).toBe('Too many failed sign-ins. Try again in 15 minutes or reset your password.');
  });

  it('locks an unknown email the same way (a 429 tells nothing about which emails have accounts)', async () => {
    await fail('nobody-at-all@example.in', 10);
    expect((await signIn('nobody-at-all@example.in', 'anything else')).status).toBe(429);
  });

  it('lets 9 failures through, and a success clears them', async () => {
    const account = await signUp(server.baseUrl);
    await fail(account.email, 9);
    expect((await signIn(account.email, account.password)).status).toBe(200);
    await fail(account.email, 9);
    expect((await signIn(account.email, account.password)).status).toBe(200);
    expect(await server.db.selectFrom('sign_in_failures').select('id').where('email', '=', account.email).execute()).toEqual([]);
  });

  it('holds until 15 minutes after the last failure, then opens', async () => {
    const account = await signUp(server.baseUrl);
    const start = Date.now();
    freezeClockAt(start);
    await fail(account.email, 10);
    vi.setSystemTime(start + 15 * MINUTE - 1000);
    expect((await signIn(account.email, account.password)).status).toBe(429);
    vi.setSystemTime(start + 15 * MINUTE + 1000);
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });

  it('counts only failures within 15 minutes of each other', async () => {
    const account = await signUp(server.baseUrl);
    const start = Date.now();
    freezeClockAt(start);
    await fail(account.email, 9);
    vi.setSystemTime(start + 16 * MINUTE);
    await fail(account.email, 1);
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });

  it('keeps only the rows of the last 15 minutes of an email (old ones are dropped on write)', async () => {
    const email = 'pruned@example.in';
    const start = Date.now();
    freezeClockAt(start);
    await fail(email, 5);
    vi.setSystemTime(start + 20 * MINUTE);
    await fail(email, 1);
    const rows = await server.db.selectFrom('sign_in_failures').select('failed_at').where('email', '=', email).execute();
    expect(rows).toEqual([{ failed_at: new Date(start + 20 * MINUTE).toISOString() }]);
  });

  it('is lifted by a password reset', async () => {
    const account = await signUp(server.baseUrl);
    await fail(account.email, 10);
    expect((await signIn(account.email, account.password)).status).toBe(429);
    const { token, tokenHash } = newResetToken();
    await storePasswordReset(server.db, account.id, tokenHash);
    expect((await postJson(server.baseUrl, '/api/auth/reset', { token, password: 'after the lock' })).status).toBe(200);
    expect((await signIn(account.email, 'after the lock')).status).toBe(200);
  });

  it('answers 429 to the guesses of a burst that crosses the limit while they are being checked', async () => {
    const account = await signUp(server.baseUrl);
    const guesses = Array.from({ length: 30 }, (_, i) => `burst guess ${i}`);
    const statuses = await Promise.all(guesses.map((password) => signIn(account.email, password).then((r) => r.status)));
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(12);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(18);
    expect((await signIn(account.email, account.password)).status).toBe(429);
  });
});

describe('a wrong current password on PUT /api/auth/password', () => {
  it('counts as a failed sign-in', async () => {
    const account = await signUp(server.baseUrl);
    for (let i = 0; i < 10; i += 1) {
      const response = await fetch(`${server.baseUrl}/api/auth/password`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${account.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ currentPassword: `guess ${i}`, newPassword: 'never gets set' }),
      });
      expect(response.status).toBe(400);
    }
    expect((await signIn(account.email, account.password)).status).toBe(429);
  });
});
