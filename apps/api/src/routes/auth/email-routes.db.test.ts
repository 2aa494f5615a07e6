import { CONFIRM_EMAIL_FIRST } from '@startupsetu/server-core/authenticate';
import { startMailbox, type Mailbox } from '@startupsetu/server-core/testing/mailbox';
import { tokenOf } from '@startupsetu/server-core/testing/mail-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_MAIL_SUBJECT } from '../../mail/proof-mail';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { storeEmailProof } from './email-proofs-repository';
import { ALREADY_PROVEN, EMAIL_PROVEN, EMAIL_TAKEN, INVALID_PROOF_LINK, PROOFS_USED_UP } from './email-routes';
import { newLinkToken } from './link-tokens';

// Proven email (DESIGN §7.4): the link mailed at sign-up (to an SMTP server on loopback), what an
// unproven account may not do, another link, and a changed address that counts once proven.

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

const verify = (token: string) => postJson(server.baseUrl, '/api/auth/email/verify', { token });
const resend = (account: TestAccount) => postJson(server.baseUrl, '/api/auth/email/resend', {}, bearer(account.accessToken));
const changeEmail = (account: TestAccount, body: unknown) =>
  fetch(`${server.baseUrl}/api/auth/email`, { method: 'PUT', headers: { ...bearer(account.accessToken), 'content-type': 'application/json' }, body: JSON.stringify(body) });
const ownUser = async (account: TestAccount) =>
  ((await readJson(await fetch(`${server.baseUrl}/api/userprofile/getUser`, { headers: bearer(account.accessToken) }))) as { user: { email: string; emailVerified: boolean } }).user;
const message = (from: TestAccount, to: TestAccount) => postJson(server.baseUrl, '/api/messages', { receiverId: to.id, text: 'Hello there' }, bearer(from.accessToken));
const signIn = (email: string, password: string) => postJson(server.baseUrl, '/api/auth/signin', { email, password });

describe('the link mailed at sign-up', () => {
  it('proves the email; until then the account cannot message, report or apply', async () => {
    const other = await signUp(server.baseUrl);
    const account = await signUp(server.baseUrl, { proven: false });
    const mail = await mailbox.take(account.email);
    expect(mail.subject).toBe(PROOF_MAIL_SUBJECT);
    expect(mail.link).toMatch(/^http:\/\/app\.test:8080\/verify-email\?token=/);
    expect(await ownUser(account)).toMatchObject({ emailVerified: false });

    const refused = await message(account, other);
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toMatchObject({ success: false, message: CONFIRM_EMAIL_FIRST });
    const report = await postJson(server.baseUrl, '/api/reports', { targetType: 'user', targetId: other.id, category: 'spam' }, bearer(account.accessToken));
    expect(report.status).toBe(403);
    expect(await server.db.selectFrom('reports').select('id').where('reporter_id', '=', account.id).execute()).toEqual([]);
    // Refused before anything of the application is read.
    const apply = await fetch(`${server.baseUrl}/api/jobs/01JOBTHATISNOTREAD0000000/applications`, { method: 'POST', headers: bearer(account.accessToken), body: new FormData() });
    expect(apply.status).toBe(403);

    const proven = await verify(tokenOf(mail.link!));
    expect(proven.status).toBe(200);
    expect(await readJson(proven)).toEqual({ success: true, message: EMAIL_PROVEN, email: account.email });
    expect(await ownUser(account)).toMatchObject({ emailVerified: true });
    // The same session, at once.
    expect((await message(account, other)).status).toBe(201);
  });

  it('works once, and not forged or after 48 hours', async () => {
    const account = await signUp(server.baseUrl, { proven: false });
    const token = tokenOf((await mailbox.take(account.email)).link!);
    expect((await verify(token)).status).toBe(200);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(await readJson(again)).toMatchObject({ message: INVALID_PROOF_LINK, field: 'token' });
    expect((await verify('forged-token')).status).toBe(400);

    const late = await signUp(server.baseUrl, { proven: false });
    await mailbox.take(late.email);
    const old = newLinkToken();
    await storeEmailProof(server.db, late.id, late.email, old.tokenHash, new Date(Date.now() - 49 * 60 * 60 * 1000));
    expect((await verify(old.token)).status).toBe(400);
    expect(await ownUser(late)).toMatchObject({ emailVerified: false });
  });
});

describe('POST /api/auth/email/resend', () => {
  it('mails another link that works, five links a day at most, and none once proven', async () => {
    const account = await signUp(server.baseUrl, { proven: false });
    await mailbox.take(account.email);
    for (let i = 0; i < 4; i += 1) expect((await resend(account)).status).toBe(202);
    const sixth = await resend(account);
    expect(sixth.status).toBe(429);
    expect(await readJson(sixth)).toMatchObject({ message: PROOFS_USED_UP });
    let newest = '';
    for (let i = 0; i < 4; i += 1) newest = (await mailbox.take(account.email)).link!;
    expect((await verify(tokenOf(newest))).status).toBe(200);
    const proven = await resend(account);
    expect(proven.status).toBe(409);
    expect(await readJson(proven)).toMatchObject({ message: ALREADY_PROVEN });
  });
});

describe('PUT /api/auth/email', () => {
  it('changes the address once the new one is proven, with the password', async () => {
    const account = await signUp(server.baseUrl);
    const taken = await signUp(server.baseUrl);
    expect((await changeEmail(account, { newEmail: 'changed@example.in', password: 'not the password' })).status).toBe(400);
    const conflict = await changeEmail(account, { newEmail: taken.email, password: account.password });
    expect(conflict.status).toBe(409);
    expect(await readJson(conflict)).toMatchObject({ message: EMAIL_TAKEN });
    expect((await changeEmail(account, { newEmail: account.email, password: account.password })).status).toBe(400);

    const newEmail = `changed-${Date.now()}@example.in`;
    const asked = await changeEmail(account, { newEmail: ` ${newEmail.toUpperCase()} `, password: account.password });
    expect(asked.status).toBe(202);
    // Until the new address is proven, the account keeps its old one.
    expect(await ownUser(account)).toMatchObject({ email: account.email, emailVerified: true });
    expect((await signIn(account.email, account.password)).status).toBe(200);

    const proven = await verify(tokenOf((await mailbox.take(newEmail)).link!));
    expect(await readJson(proven)).toMatchObject({ email: newEmail });
    expect(await ownUser(account)).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn(newEmail, account.password)).status).toBe(200);
    expect((await signIn(account.email, account.password)).status).toBe(401);
  });

  it('refuses a new address another account took before it was proven', async () => {
    const account = await signUp(server.baseUrl);
    const wanted = `wanted-${Date.now()}@example.in`;
    expect((await changeEmail(account, { newEmail: wanted, password: account.password })).status).toBe(202);
    const link = (await mailbox.take(wanted)).link!;
    await signUp(server.baseUrl, { email: wanted, proven: false });
    const late = await verify(tokenOf(link));
    expect(late.status).toBe(409);
    expect(await ownUser(account)).toMatchObject({ email: account.email });
  });
});

describe("sign-up's consent", () => {
  it('records that the person is 18 or older and the privacy notice they agreed to', async () => {
    const email = `consent-${Date.now()}@example.in`;
    const body = { email, password: 'correct horse battery staple', role: 'Investor', consent: { adult: true, noticeVersion: '2026-12' } };
    expect((await postJson(server.baseUrl, '/api/auth/signup', body)).status).toBe(201);
    const row = await server.db.selectFrom('users').select(['adult_confirmed_at', 'privacy_notice_version', 'privacy_consented_at']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ privacy_notice_version: '2026-12' });
    expect(row.adult_confirmed_at).not.toBeNull();
    expect(row.privacy_consented_at).not.toBeNull();

    const minor = await postJson(server.baseUrl, '/api/auth/signup', { ...body, email: `minor-${Date.now()}@example.in`, consent: { adult: false, noticeVersion: '2026-12' } });
    expect(minor.status).toBe(400);
  });
});
