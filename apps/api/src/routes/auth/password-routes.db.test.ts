import { RESET_MAIL_SUBJECT } from '../../mail/reset-mail';
import { newResetToken, storePasswordReset } from './password-resets-repository';
import { createSession, findSession } from '@startupsetu/server-core/repositories/sessions-repository';
import { startMailbox, type Mailbox } from '@startupsetu/server-core/testing/mailbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';

// PUT /api/auth/password, POST /api/auth/forgot and POST /api/auth/reset (DESIGN §6.2), with mail
// sent for real to an SMTP server on loopback.

let server: ApiTestServer;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startApiTestServer({ mailbox, env: { APP_URL: 'http://app.test:8080' } });
});

afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

const INVALID_LINK = 'This reset link is invalid or has expired. Ask for a new one.';

function changePassword(token: string, body: unknown) {
  return fetch(`${server.baseUrl}/api/auth/password`, {
    method: 'PUT',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const signIn = (email: string, password: string) => postJson(server.baseUrl, '/api/auth/signin', { email, password });
const reset = (token: string, password: string) => postJson(server.baseUrl, '/api/auth/reset', { token, password });

/** Asks for a reset link and reads its token from the mail the SMTP server received. */
async function mailedToken(account: TestAccount): Promise<{ token: string; link: string }> {
  const response = await postJson(server.baseUrl, '/api/auth/forgot', { email: account.email });
  expect(response.status).toBe(202);
  const mail = await mailbox.take(account.email);
  const link = mail.link!;
  return { token: new URL(link).searchParams.get('token')!, link };
}

async function sessionsOf(userId: string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await createSession(server.db, userId, `Browser ${i}`)).id);
  return ids;
}

async function isEnded(sessionId: string) {
  return (await findSession(server.db, sessionId))?.ended_at !== null;
}

describe('password rules on sign-up', () => {
  it.each([
    ['short', 'seven77', 'Password must be at least 8 characters'],
    ['129 characters', `${'k'.repeat(128)}!`, 'Password must be at most 128 characters'],
    ['the email', 'rules.person@example.in', 'Password must not be your email'],
    ["the email's local part", 'Rules.Person', 'Password must not be your email'],
    ['a common password', 'Password1', 'This password is too common. Choose one that is harder to guess.'],
  ])('refuses a password that is %s with 400 naming the field', async (_case, password, message) => {
    const response = await postJson(server.baseUrl, '/api/auth/signup', { email: 'rules.person@example.in', password, role: 'Hustler' });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ success: false, message, error: 'Bad Request', field: 'password' });
  });

  it('never applies them at sign-in: an older account with a short password still signs in', async () => {
    const account = await signUp(server.baseUrl);
    const { hashPassword } = await import('@startupsetu/server-core/passwords');
    await server.db.updateTable('users').set({ password_hash: await hashPassword('abc') }).where('id', '=', account.id).execute();
    expect((await signIn(account.email, 'abc')).status).toBe(200);
  });
});

describe('PUT /api/auth/password', () => {
  it('changes the password: the old one stops working, the new one signs in, the caller stays signed in', async () => {
    const account = await signUp(server.baseUrl);
    const response = await changePassword(account.accessToken, { currentPassword: account.password, newPassword: 'a brand new passphrase' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: 'Password changed' });
    expect((await signIn(account.email, account.password)).status).toBe(401);
    expect((await signIn(account.email, 'a brand new passphrase')).status).toBe(200);
    const verify = await fetch(`${server.baseUrl}/api/user/verify`, { method: 'PUT', headers: bearer(account.accessToken) });
    expect(verify.status).toBe(200);
  });

  it("ends the user's other sessions, and no one else's", async () => {
    const account = await signUp(server.baseUrl);
    const other = await signUp(server.baseUrl);
    const mine = await sessionsOf(account.id, 2);
    const [theirs] = await sessionsOf(other.id, 1);
    const response = await changePassword(account.accessToken, { currentPassword: account.password, newPassword: 'ends the other sessions' });
    expect(response.status).toBe(200);
    expect(await Promise.all(mine.map(isEnded))).toEqual([true, true]);
    expect(await isEnded(theirs!)).toBe(false);
  });

  it('answers 400 naming currentPassword for a wrong current password, and changes nothing', async () => {
    const account = await signUp(server.baseUrl);
    const response = await changePassword(account.accessToken, { currentPassword: 'not my password', newPassword: 'some new passphrase' });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ success: false, message: 'Current password is incorrect', error: 'Bad Request', field: 'currentPassword' });
    expect((await signIn(account.email, account.password)).status).toBe(200);
  });

  it.each([
    ['short', 'tiny', 'Password must be at least 8 characters'],
    ['129 characters', 'z'.repeat(129), 'Password must be at most 128 characters'],
    ['a common password', 'iloveyou', 'This password is too common. Choose one that is harder to guess.'],
  ])('answers 400 naming newPassword for a new password that is %s', async (_case, newPassword, message) => {
    const account = await signUp(server.baseUrl);
    const response = await changePassword(account.accessToken, { currentPassword: account.password, newPassword });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ success: false, message, error: 'Bad Request', field: 'newPassword' });
  });

  it('refuses the email as the new password', async () => {
    const account = await signUp(server.baseUrl);
    const response = await changePassword(account.accessToken, { currentPassword: account.password, newPassword: account.email.toUpperCase() });
    expect(await readJson(response)).toMatchObject({ message: 'Password must not be your email', field: 'newPassword' });
  });

  it('answers 401 without a token and 400 for a missing field', async () => {
    const noToken = await fetch(`${server.baseUrl}/api/auth/password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: 'a', newPassword: 'b' }),
    });
    expect(noToken.status).toBe(401);
    const account = await signUp(server.baseUrl);
    const missing = await changePassword(account.accessToken, { currentPassword: account.password });
    expect(missing.status).toBe(400);
    expect((await readJson(missing)).message).toBe('newPassword is required');
  });

  it('voids the reset links sent before the change', async () => {
    const account = await signUp(server.baseUrl);
    const { token } = await mailedToken(account);
    expect((await changePassword(account.accessToken, { currentPassword: account.password, newPassword: 'changed before reset' })).status).toBe(200);
    const response = await reset(token, 'the link is void now');
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ message: INVALID_LINK, field: 'token' });
  });
});

describe('POST /api/auth/forgot', () => {
  const REPLY = { success: true, message: 'If an account exists for this email, we have sent a link to reset its password.' };

  it('answers 202 with the same reply for an unknown email and a known one, and mails only the account', async () => {
    const account = await signUp(server.baseUrl);
    const unknown = await postJson(server.baseUrl, '/api/auth/forgot', { email: 'nobody-here@example.in' });
    const known = await postJson(server.baseUrl, '/api/auth/forgot', { email: ` ${account.email.toUpperCase()} ` });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(await readJson(unknown)).toEqual(REPLY);
    expect(await readJson(known)).toEqual(REPLY);
    expect(unknown.headers.get('content-type')).toBe(known.headers.get('content-type'));

    const mail = await mailbox.take(account.email);
    expect(mail.subject).toBe('Reset your StartupSetu password');
    expect(mail.fromName).toBe('StartupSetu');
    expect(mail.text).toContain('The link works once, for one hour. If you did not ask for it, ignore this email.');
    expect(mail.link).toMatch(/^http:\/\/app\.test:8080\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(mail.link);
    expect(mailbox.messages.some((message) => message.to.includes('nobody-here@example.in'))).toBe(false);
  });

  it('stores only the SHA-256 of the token, valid for one hour', async () => {
    const account = await signUp(server.baseUrl);
    const { token } = await mailedToken(account);
    const rows = await server.db.selectFrom('password_resets').selectAll().where('user_id', '=', account.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)).toBe(60 * 60 * 1000);
  });

  it('answers 400 for a malformed email', async () => {
    const response = await postJson(server.baseUrl, '/api/auth/forgot', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message: 'email must be a valid email address' });
  });
});

describe('POST /api/auth/reset', () => {
  it("sets the password from the mailed link, ends every session of the user, and the link works once", async () => {
    const account = await signUp(server.baseUrl);
    const sessions = await sessionsOf(account.id, 2);
    const { token } = await mailedToken(account);

    const response = await reset(token, 'reset by the mailed link');
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: 'Your password has been reset. Please sign in.' });
    expect(await Promise.all(sessions.map(isEnded))).toEqual([true, true]);
    expect((await signIn(account.email, account.password)).status).toBe(401);
    expect((await signIn(account.email, 'reset by the mailed link')).status).toBe(200);

    const again = await reset(token, 'a second reset attempt');
    expect(again.status).toBe(400);
    expect(await readJson(again)).toEqual({ success: false, message: INVALID_LINK, error: 'Bad Request', field: 'token' });
  });

  it('answers 400 for an expired link', async () => {
    const account = await signUp(server.baseUrl);
    const { token, tokenHash } = newResetToken();
    await storePasswordReset(server.db, account.id, tokenHash, new Date(Date.now() - 61 * 60 * 1000));
    const response = await reset(token, 'too late for this link');
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ message: INVALID_LINK, field: 'token' });
  });

  it.each([
    ['a forged token', 'A'.repeat(43)],
    ['an empty token', ''],
    ['a very long token', 'x'.repeat(5000)],
  ])('answers 400 for %s', async (_case, token) => {
    const response = await reset(token, 'whatever it may be');
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ message: INVALID_LINK, field: 'token' });
  });

  it('answers 400 naming password for a password that breaks a rule, and the link still works after', async () => {
    const account = await signUp(server.baseUrl);
    const { token } = await mailedToken(account);
    const weak = await reset(token, 'qwerty123');
    expect(weak.status).toBe(400);
    expect(await readJson(weak)).toMatchObject({ message: 'This password is too common. Choose one that is harder to guess.', field: 'password' });
    const long = await reset(token, 'L'.repeat(129));
    expect(await readJson(long)).toMatchObject({ message: 'Password must be at most 128 characters', field: 'password' });
    expect((await reset(token, 'a better passphrase')).status).toBe(200);
  });

  it('lets only one of two racing resets with the same link win', async () => {
    const account = await signUp(server.baseUrl);
    const { token } = await mailedToken(account);
    const replies = await Promise.all([reset(token, 'racer number one'), reset(token, 'racer number two')]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = replies[0]!.status === 200 ? 'racer number one' : 'racer number two';
    expect((await signIn(account.email, winner)).status).toBe(200);
  });

  it('keeps older links valid until one of them is used, then voids them all', async () => {
    const account = await signUp(server.baseUrl);
    const first = await mailedToken(account);
    const second = await mailedToken(account);
    expect(first.token).not.toBe(second.token);
    expect((await reset(first.token, 'the older link works')).status).toBe(200);
    expect(await readJson(await reset(second.token, 'the newer one is void'))).toMatchObject({ message: INVALID_LINK });
  });

  it('sends at most 5 links per account an hour', async () => {
    const account = await signUp(server.baseUrl);
    for (let i = 0; i < 5; i += 1) await mailedToken(account);
    const sixth = await postJson(server.baseUrl, '/api/auth/forgot', { email: account.email });
    expect(sixth.status).toBe(202);
    const seventh = await postJson(server.baseUrl, '/api/auth/forgot', { email: account.email });
    expect(seventh.status).toBe(202);
    // A later account's mail arrives; none more for the first.
    const later = await signUp(server.baseUrl);
    await mailedToken(later);
    expect(await server.db.selectFrom('password_resets').select('token_hash').where('user_id', '=', account.id).execute()).toHaveLength(5);
    const resetMails = mailbox.messages.filter((message) => message.subject === RESET_MAIL_SUBJECT);
    expect(resetMails.filter((message) => message.to.includes(account.email.toLowerCase()))).toHaveLength(5);
  });
});
