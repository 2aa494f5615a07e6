import path from 'node:path';
import { mailedCode } from '@startupsetu/server-core/testing/mail-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { makeModerator } from '../../testing/safety';
import { createStartup } from '../../testing/startups';

// /api/verifications (DESIGN §7.4): requests for badges that say what was proven, the codes mailed
// to work and startup addresses, the moderators' queue and decisions, and the badges on replies.

let server: ApiTestServer;
let moderator: TestAccount;

beforeAll(async () => {
  server = await startApiTestServer();
  moderator = await signUp(server.baseUrl, { role: 'Hustler' });
  await makeModerator(server, moderator.id);
});

afterAll(async () => {
  await server.close();
});

async function call(account: TestAccount, method: 'GET' | 'POST' | 'PUT', urlPath: string, body?: unknown) {
  const response =
    method === 'POST'
      ? await postJson(server.baseUrl, urlPath, body, bearer(account.accessToken))
      : await fetch(`${server.baseUrl}${urlPath}`, {
          method,
          headers: { ...bearer(account.accessToken), ...(body !== undefined && { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
  return { status: response.status, body: (await readJson(response)) as any };
}

const SEBI = { kind: 'investor', basis: 'sebi', registrationNumber: 'IN/AIF1/20-21/0812', url: 'https://fund.example.in/team', portfolio: ['Krishi Setu'] };
const codeSentTo = (to: string) => mailedCode(path.join(server.config.dataDir, 'mail'), to);
const badgesOf = async (viewer: TestAccount, userId: string) => (await call(viewer, 'GET', `/api/users/${userId}`)).body.user as { verified: boolean; badges: unknown[] };

describe('an investor badge', () => {
  it('is asked once, decided by a moderator in the queue, shows on the person, and can be revoked', async () => {
    const investor = await signUp(server.baseUrl, { role: 'Investor' });
    const viewer = await signUp(server.baseUrl, { role: 'Hustler' });
    const asked = await call(investor, 'POST', '/api/verifications', SEBI);
    expect(asked.status).toBe(201);
    expect(asked.body.verification).toMatchObject({ kind: 'investor', status: 'pending', evidence: { basis: 'sebi', registrationNumber: 'IN/AIF1/20-21/0812' } });
    expect((await call(investor, 'POST', '/api/verifications', SEBI)).status).toBe(409);

    expect((await call(viewer, 'GET', '/api/verifications')).status).toBe(403);
    const queue = await call(moderator, 'GET', '/api/verifications?status=pending&limit=100');
    const queued = queue.body.data.find((item: { _id: string }) => item._id === asked.body.verification._id);
    expect(queued.requester).toMatchObject({ _id: investor.id, role: 'Investor' });

    expect((await call(moderator, 'PUT', `/api/verifications/${queued._id}`, { action: 'reject' })).status).toBe(400);
    const approved = await call(moderator, 'PUT', `/api/verifications/${queued._id}`, { action: 'approve' });
    expect(approved.body.verification).toMatchObject({ status: 'approved', badge: { kind: 'investor', label: 'Verified investor · SEBI-registered' } });
    expect(await badgesOf(viewer, investor.id)).toMatchObject({ verified: true, badges: [{ kind: 'investor', label: 'Verified investor · SEBI-registered' }] });
    expect((await call(moderator, 'PUT', `/api/verifications/${queued._id}`, { action: 'approve' })).status).toBe(409);

    await call(moderator, 'PUT', `/api/verifications/${queued._id}`, { action: 'revoke', reason: 'The fund says they left' });
    expect(await badgesOf(viewer, investor.id)).toMatchObject({ verified: false, badges: [] });
    expect((await call(investor, 'GET', '/api/verifications/mine')).body.data[0]).toMatchObject({ status: 'revoked', reason: 'The fund says they left' });
    const audit = await server.db.selectFrom('moderation_actions').select(['action', 'note']).where('target_id', '=', queued._id).orderBy('created_at').execute();
    expect(audit.map((row) => row.action)).toEqual(['verification-approve', 'verification-revoke']);
  });

  it('names what a request lacks or gets wrong (400), and a moderator cannot decide their own (403)', async () => {
    const investor = await signUp(server.baseUrl, { role: 'Investor' });
    for (const [body, field] of [
      [{ ...SEBI, registrationNumber: undefined }, 'registrationNumber'],
      [{ ...SEBI, registrationNumber: 'AIF-12' }, 'registrationNumber'],
      [{ kind: 'investor', basis: 'angel-network', url: 'https://network.example.in' }, 'network'],
      [{ ...SEBI, portfolio: ['a', 'b', 'c', 'd'] }, 'portfolio'],
      [{ kind: 'person', workEmail: 'me@gmail.com' }, 'workEmail'],
    ] as const) {
      const refused = await call(investor, 'POST', '/api/verifications', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.body), JSON.stringify(body)).toContain(field);
    }
    const own = await call(moderator, 'POST', '/api/verifications', { ...SEBI, basis: 'angel-network', registrationNumber: undefined, network: 'Mumbai Angels' });
    expect((await call(moderator, 'PUT', `/api/verifications/${own.body.verification._id}`, { action: 'approve' })).status).toBe(403);
    const unproven = await signUp(server.baseUrl, { role: 'Investor', proven: false });
    expect((await call(unproven, 'POST', '/api/verifications', SEBI)).status).toBe(403);
  });
});

describe('a work email badge', () => {
  it('stands once the code mailed to the work address is typed; a wrong code is refused', async () => {
    const person = await signUp(server.baseUrl, { role: 'Jobseeker' });
    const workEmail = `asha-${person.id.slice(-6)}@acme.in`;
    const asked = await call(person, 'POST', '/api/verifications', { kind: 'person', workEmail });
    expect(asked.body.verification).toMatchObject({ status: 'code-sent' });
    const code = await codeSentTo(workEmail);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call(person, 'POST', `/api/verifications/${asked.body.verification._id}/code`, { code: wrong })).status).toBe(400);
    const confirmed = await call(person, 'POST', `/api/verifications/${asked.body.verification._id}/code`, { code });
    expect(confirmed.body.verification).toMatchObject({ status: 'approved', badge: { kind: 'person', label: 'Work email · acme.in' } });
    expect((await badgesOf(moderator, person.id)).badges).toEqual([{ kind: 'person', label: 'Work email · acme.in' }]);
    // Another person cannot use the request.
    expect((await call(moderator, 'POST', `/api/verifications/${asked.body.verification._id}/code`, { code })).status).toBe(404);
  });
});

describe('a request that needs more', () => {
  it('is answered by a new request; one waiting for its code gives way to a new code, 5 codes a day', async () => {
    const investor = await signUp(server.baseUrl, { role: 'Investor' });
    const first = await call(investor, 'POST', '/api/verifications', SEBI);
    await call(moderator, 'PUT', `/api/verifications/${first.body.verification._id}`, { action: 'more', reason: 'A page that names you, please' });
    const again = await call(investor, 'POST', '/api/verifications', { ...SEBI, url: 'https://fund.example.in/people/me' });
    expect(again.status).toBe(201);
    expect(again.body.verification.status).toBe('pending');

    const person = await signUp(server.baseUrl, { role: 'Jobseeker' });
    const workEmail = `ravi-${person.id.slice(-6)}@acme.in`;
    const asked = await call(person, 'POST', '/api/verifications', { kind: 'person', workEmail });
    const replaced = await call(person, 'POST', '/api/verifications', { kind: 'person', workEmail });
    expect(replaced.status).toBe(201);
    const mine = (await call(person, 'GET', '/api/verifications/mine')).body.data;
    expect(mine.find((item: { _id: string }) => item._id === asked.body.verification._id)).toMatchObject({ status: 'rejected', reason: 'Replaced by a new request' });
    for (let i = 0; i < 3; i += 1) expect((await call(person, 'POST', '/api/verifications', { kind: 'person', workEmail })).status).toBe(201);
    expect((await call(person, 'POST', '/api/verifications', { kind: 'person', workEmail })).status).toBe(429);
  });

  it("keeps an operator's verification when a badge is revoked", async () => {
    const investor = await signUp(server.baseUrl, { role: 'Investor' });
    await server.db.updateTable('users').set({ verified: 1 }).where('id', '=', investor.id).execute();
    const asked = await call(investor, 'POST', '/api/verifications', SEBI);
    await call(moderator, 'PUT', `/api/verifications/${asked.body.verification._id}`, { action: 'approve' });
    await call(moderator, 'PUT', `/api/verifications/${asked.body.verification._id}`, { action: 'revoke', reason: 'Checked again' });
    expect(await badgesOf(moderator, investor.id)).toMatchObject({ verified: true, badges: [] });
  });
});

describe('a startup badge', () => {
  it("needs an address at the startup's website, its code, then a moderator: the startup shows DPIIT-recognised", async () => {
    const founder = await signUp(server.baseUrl, { role: 'Hustler' });
    const created = await createStartup(server.baseUrl, founder.accessToken, { name: `Badge Co ${founder.id.slice(-6)}`, website: 'https://www.badgeco.in' });
    const { slug } = ((await created.json()) as { startup: { slug: string } }).startup;
    const request = { kind: 'startup', startup: slug, dpiitNumber: 'DIPP12345', domainEmail: 'founder@elsewhere.in' };
    expect((await call(founder, 'POST', '/api/verifications', request)).status).toBe(400);
    const stranger = await signUp(server.baseUrl, { role: 'Hustler' });
    expect((await call(stranger, 'POST', '/api/verifications', { ...request, domainEmail: 'x@badgeco.in' })).status).toBe(404);

    const domainEmail = `founder-${founder.id.slice(-6)}@badgeco.in`;
    const asked = await call(founder, 'POST', '/api/verifications', { ...request, domainEmail });
    const confirmed = await call(founder, 'POST', `/api/verifications/${asked.body.verification._id}/code`, { code: await codeSentTo(domainEmail) });
    expect(confirmed.body.verification.status).toBe('pending');
    await call(moderator, 'PUT', `/api/verifications/${asked.body.verification._id}`, { action: 'approve' });
    const startup = await call(stranger, 'GET', `/api/startups/${slug}`);
    expect(startup.body.startup.badges).toEqual([{ kind: 'startup', label: 'DPIIT-recognised' }]);
  });
});

describe('GET /api/verifications/mine', () => {
  it("pages the caller's own requests newest first, and nobody else's", async () => {
    const person = await signUp(server.baseUrl, { role: 'Jobseeker' });
    const other = await signUp(server.baseUrl, { role: 'Jobseeker' });
    const ids: string[] = [];
    for (const name of ['one', 'two', 'three']) {
      const asked = await call(person, 'POST', '/api/verifications', { kind: 'person', workEmail: `${name}-${person.id.slice(-6)}@acme.in` });
      expect(asked.status).toBe(201);
      ids.push(asked.body.verification._id);
    }
    await call(other, 'POST', '/api/verifications', { kind: 'person', workEmail: `other-${other.id.slice(-6)}@acme.in` });

    const first = await call(person, 'GET', '/api/verifications/mine?limit=2');
    const second = await call(person, 'GET', `/api/verifications/mine?limit=2&cursor=${first.body.nextCursor}`);
    expect([...first.body.data, ...second.body.data].map((item: { _id: string }) => item._id)).toEqual([...ids].reverse());
    expect(first.body.nextCursor).toBe(ids[1]);
    expect(second.body.nextCursor).toBeNull();
    expect((await call(person, 'GET', '/api/verifications/mine?limit=0')).status).toBe(400);
    expect((await call(person, 'GET', '/api/verifications/mine?kind=investor')).body.data).toEqual([]);
    expect((await call(person, 'GET', '/api/verifications/mine?kind=person&limit=100')).body.data).toHaveLength(3);
    expect((await call(person, 'GET', '/api/verifications/mine?kind=anything')).status).toBe(400);
  });
});
