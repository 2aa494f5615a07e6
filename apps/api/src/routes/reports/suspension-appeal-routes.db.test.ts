import path from 'node:path';
import { mailedLink, tokenOf } from '@startupsetu/server-core/testing/mail-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../../testing/content';
import { postJson, readJson, signUp, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { decide, membersOfDays, moderationQueue, report, startWithTwoModerators } from '../../testing/safety';
import { APPEAL_LINK_DAYS, appealLinkKey, appealToken, EXPIRED_APPEAL_LINK, INVALID_APPEAL_LINK } from './appeal-links';
import { DECISION_CHANGED } from './suspension-appeal-routes';

// A suspended person cannot sign in (DESIGN §7.4): the mail telling them of the suspension carries a
// link to /appeal, where they appeal once, signed out; the outcome is mailed too.

let env: Awaited<ReturnType<typeof startWithTwoModerators>>['env'];
let api: ApiTestServer;
let moderator: TestAccount;
let second: TestAccount;

beforeAll(async () => {
  ({ env, api, moderator, second } = await startWithTwoModerators());
});

afterAll(async () => {
  await env?.close();
});

const mailDir = () => path.join(api.config.dataDir, 'mail');
const decision = (token: string) => getJson(api.baseUrl, `/api/appeals/suspension?token=${encodeURIComponent(token)}`);
const appeal = (token: string, reason = 'I sell tea, not schemes. Please look again.') => postJson(api.baseUrl, '/api/appeals/suspension', { token, reason });
const signIn = (person: TestAccount) => postJson(api.baseUrl, '/api/auth/signin', { email: person.email, password: person.password });

/** A person reported for a scam and suspended by the first moderator: the token of the link mailed to them. */
async function suspended(): Promise<{ person: TestAccount; reportId: string; token: string }> {
  const person = await signUp(api.baseUrl);
  const [reporter] = await membersOfDays(api, 1);
  const filed = await report(api.baseUrl, reporter!.accessToken, { targetType: 'user', targetId: person.id, category: 'scam' });
  const reportId = (await readJson(filed)).report._id as string;
  expect((await decide(api.baseUrl, moderator.accessToken, reportId, 'suspend', 'Asked founders for a listing fee.')).status).toBe(200);
  return { person, reportId, token: tokenOf(await mailedLink(mailDir(), person.email, '/appeal?token=')) };
}

describe('a suspension, appealed by its mailed link', () => {
  it('shows the decision, takes one appeal into the queue, and mails the outcome; reversed, the person signs in again', async () => {
    const { person, reportId, token } = await suspended();
    expect((await signIn(person)).status).toBe(403);

    const shown = await decision(token);
    expect(shown.status).toBe(200);
    // As the mail said it, the moderator's note with the reason.
    expect(await readJson(shown)).toEqual({
      success: true,
      decision: 'We suspended your account. Reason: Scam or fraud. Moderator\'s note: “Asked founders for a listing fee.”',
      appeal: null,
    });

    const filed = await appeal(token);
    expect(filed.status).toBe(201);
    expect((await readJson(filed)).appeal).toMatchObject({ reportId, decision: 'suspended', status: 'open', reason: 'I sell tea, not schemes. Please look again.' });
    expect((await readJson(await decision(token))).appeal).toMatchObject({ status: 'open' });
    const again = await appeal(token, 'And again');
    expect(again.status).toBe(409);
    expect(await readJson(again)).toMatchObject({ message: 'This decision has already been appealed' });

    const queued = (await readJson(await moderationQueue(api.baseUrl, second.accessToken, '?status=appealed&limit=100'))).items as { _id: string }[];
    expect(queued.find((item) => item._id === reportId)).toMatchObject({ status: 'appealed', appeal: { reason: 'I sell tea, not schemes. Please look again.', status: 'open' } });
    expect((await decide(api.baseUrl, second.accessToken, reportId, 'reverse', 'A tea seller, as he says.')).status).toBe(200);

    expect(await mailedLink(mailDir(), person.email, '/signin')).toMatch(/\/signin$/);
    expect((await signIn(person)).status).toBe(200);
    // Reversed, the link has nothing left to appeal.
    expect(await readJson(await decision(token))).toMatchObject({ message: DECISION_CHANGED });
    expect((await decision(token)).status).toBe(410);
  });

  it('upheld, mails the outcome with the Grievance Officer, and the link shows the appeal upheld', async () => {
    const { person, reportId, token } = await suspended();
    expect((await appeal(token)).status).toBe(201);
    expect((await decide(api.baseUrl, second.accessToken, reportId, 'uphold')).status).toBe(200);
    expect(await mailedLink(mailDir(), person.email, '/grievance')).toMatch(/\/grievance$/);
    expect((await readJson(await decision(token))).appeal).toMatchObject({ status: 'upheld' });
    expect((await appeal(token, 'Once more')).status).toBe(409);
    expect((await signIn(person)).status).toBe(403);
  });

  it.each([
    ['a token of its own making', () => 'eyJyIjoieCJ9.not-a-signature', 400, INVALID_APPEAL_LINK],
    ['a token signed with another key', async () => appealToken(appealLinkKey('another-secret-of-at-least-32-bytes!!'), { reportId: 'x', userId: 'y', decidedAt: 'z' }), 400, INVALID_APPEAL_LINK],
    ['an expired token', async () => {
      const { person, reportId } = await suspended();
      const decidedAt = (await api.db.selectFrom('reports').select('decided_at').where('id', '=', reportId).executeTakeFirstOrThrow()).decided_at!;
      return appealToken(appealLinkKey(api.config.jwtSecret), { reportId, userId: person.id, decidedAt }, Date.now() - (APPEAL_LINK_DAYS + 1) * 24 * 60 * 60 * 1000);
    }, 410, EXPIRED_APPEAL_LINK],
    ['a token naming another decision time', async () => {
      const { person, reportId } = await suspended();
      return appealToken(appealLinkKey(api.config.jwtSecret), { reportId, userId: person.id, decidedAt: '2020-01-01T00:00:00.000Z' });
    }, 410, DECISION_CHANGED],
  ])('refuses %s, files nothing', async (_case, made, status, message) => {
    const token = await made();
    const appealsBefore = (await api.db.selectFrom('report_appeals').select('id').execute()).length;
    for (const response of [await decision(token), await appeal(token)]) {
      expect(response.status).toBe(status);
      expect(await readJson(response)).toMatchObject({ success: false, message });
    }
    expect((await api.db.selectFrom('report_appeals').select('id').execute()).length).toBe(appealsBefore);
  });

  it('refuses a blank or missing reason, or no token, with a 400 naming the field', async () => {
    const { token } = await suspended();
    for (const body of [{ token, reason: '   ' }, { token }, { reason: 'Why not' }]) {
      const response = await postJson(api.baseUrl, '/api/appeals/suspension', body);
      expect(response.status).toBe(400);
    }
    expect((await getJson(api.baseUrl, '/api/appeals/suspension')).status).toBe(400);
  });
});
