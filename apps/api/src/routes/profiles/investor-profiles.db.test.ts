import { weirdString } from '@startupsetu/server-core/testing/bad-input-values';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { sendForm, type FormEntries } from '../../testing/form-uploads';
import { INVESTOR_DETAIL_RULES } from './investor-profile-fields';

// Investor profiles gain what founders look for (DESIGN §7.4): firm, cheque size, stages, sectors,
// cities, thesis and portfolio, beside the spec's fields, on the Investor form and PUT /me; every
// bad value is a 400 naming the field in words, and changes nothing.

let server: ApiTestServer;
let investor: TestAccount;
let viewer: TestAccount;

beforeAll(async () => {
  server = await startApiTestServer();
  investor = await signUp(server.baseUrl, { role: 'Investor' });
  viewer = await signUp(server.baseUrl, { role: 'Hustler' });
});

afterAll(async () => {
  await server.close();
});

async function ownProfile(token = investor.accessToken): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.baseUrl}/api/userprofile/getUser`, { headers: bearer(token) });
  return (await readJson(response)).user.profiledetails;
}

const FULL: FormEntries = [
  ['Username', 'Nandini Rao'],
  ['investorType', 'growthGuru'],
  ['interestAreas', 'Tech and App Development'],
  ['excitement', 'Payments for Bharat'],
  ['firm', 'Kaveri Capital'],
  ['bio', 'Seed cheques for fintech that reaches small towns.'],
  ['chequeMin', '2500000'],
  ['chequeMax', '10000000'],
  ['stages', 'seed'],
  ['stages', 'preSeed'],
  ['sectors', 'Fintech'],
  ['sectors', 'saas'],
  ['cities', 'Bengaluru, Mysuru'],
  ['portfolio', JSON.stringify([{ name: 'PaySetu', url: 'https://paysetu.in' }, { name: 'Kirana Cloud', url: 'kiranacloud.in' }, { name: 'Stealth' }])],
];

describe('the Investor form with what founders look for', () => {
  it('stores every field beside the spec’s, in the lists’ own words and order', async () => {
    const response = await sendForm(server.baseUrl, '/api/userprofile/Investor', FULL, { token: investor.accessToken });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, message: 'Profile updated successfully!' });
    expect(await ownProfile()).toMatchObject({
      Username: 'Nandini Rao',
      displayName: 'Nandini Rao',
      adventureAlert: 5,
      explorationPreference: 5,
      investorType: 'growthGuru',
      firm: 'Kaveri Capital',
      bio: 'Seed cheques for fintech that reaches small towns.',
      chequeMin: 2_500_000,
      chequeMax: 10_000_000,
      stages: ['preSeed', 'seed'],
      sectors: ['Fintech', 'SaaS'],
      cities: ['Bengaluru', 'Mysuru'],
      portfolio: [{ name: 'PaySetu', url: 'https://paysetu.in' }, { name: 'Kirana Cloud', url: 'https://kiranacloud.in' }, { name: 'Stealth' }],
    });
  });

  it('shows them to others on the card and the profile, without the private fields', async () => {
    const response = await fetch(`${server.baseUrl}/api/users/${investor.id}`, { headers: bearer(viewer.accessToken) });
    expect(response.status).toBe(200);
    const details = (await readJson(response)).user.profiledetails;
    expect(details).toMatchObject({ firm: 'Kaveri Capital', chequeMin: 2_500_000, stages: ['preSeed', 'seed'], cities: ['Bengaluru', 'Mysuru'] });
    const list = await fetch(`${server.baseUrl}/api/userprofile/Investorprofile`, { headers: bearer(viewer.accessToken) });
    const card = (await readJson(list)).data.find((user: { _id: string }) => user._id === investor.id);
    expect(card.profiledetails).toMatchObject({ firm: 'Kaveri Capital', sectors: ['Fintech', 'SaaS'], portfolio: expect.any(Array) });
    expect(card.profiledetails).not.toHaveProperty('phoneno');
  });

  it('PUT /me changes some, keeps the others, and clears a field sent blank', async () => {
    const response = await sendForm(
      server.baseUrl,
      '/api/userprofile/me',
      [['chequeMax', '5000000'], ['stages', ''], ['firm', ''], ['portfolio', '[]']],
      { token: investor.accessToken, method: 'PUT' },
    );
    expect(response.status).toBe(200);
    const details = (await readJson(response)).user.profiledetails;
    expect(details).toMatchObject({ chequeMin: 2_500_000, chequeMax: 5_000_000, sectors: ['Fintech', 'SaaS'], cities: ['Bengaluru', 'Mysuru'] });
    expect(details).not.toHaveProperty('stages');
    expect(details).not.toHaveProperty('firm');
    expect(details).not.toHaveProperty('portfolio');
  });

  it('is not a field of the other roles', async () => {
    const response = await sendForm(server.baseUrl, '/api/userprofile/me', [['firm', 'Mine']], { token: viewer.accessToken, method: 'PUT' });
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe('firm is not a field of a Hustler profile');
  });
});

const twelve = JSON.stringify(Array.from({ length: 12 }, (_, i) => ({ name: `Co ${i}` })));

describe('refused investor fields', () => {
  it.each<[string, FormEntries, string, RegExp]>([
    ['a cheque minimum above the maximum', [['chequeMin', '10000000'], ['chequeMax', '2500000']], 'chequeMin', /^Cheque size from \(₹1 Cr\) must not be above cheque size up to \(₹25 L\)$/],
    ['a cheque that is not a number of rupees', [['chequeMin', '25 lakh']], 'chequeMin', /^Cheque size from \(chequeMin\) must be a whole number of rupees/],
    ['a cheque above ₹100 Cr', [['chequeMax', '2000000000']], 'chequeMax', /^Cheque size up to \(chequeMax\) .* ₹100 Cr$/],
    ['an unknown stage', [['stages', 'seed'], ['stages', 'Series Z']], 'stages', /^Unknown stage 'Series Z': the stages are Ideation, Pre-Seed, Seed, Series A, Growth$/],
    ['an unknown sector', [['sectors', 'Spacetech']], 'sectors', /^Unknown sector 'Spacetech': the sectors are Fintech, /],
    ['too many portfolio companies', [['portfolio', twelve]], 'portfolio', /^A portfolio holds at most 10 companies \(12 were sent\)$/],
    ['a portfolio URL that is no web address', [['portfolio', JSON.stringify([{ name: 'Ok' }, { name: 'Bad', url: 'javascript:alert(1)' }])]], 'portfolio', /^Portfolio company 2's URL must be a web address/],
    ['a portfolio company without a name', [['portfolio', JSON.stringify([{ url: 'https://a.in' }])]], 'portfolio', /^Portfolio company 1 needs a name$/],
    ['a portfolio that is not JSON', [['portfolio', 'PaySetu, Kirana Cloud']], 'portfolio', /^Portfolio \(portfolio\) must be a JSON list of companies/],
    ['too many cities', [['cities', Array.from({ length: 11 }, (_, i) => `City ${i}`).join(',')]], 'cities', /^Cities: at most 10/],
    ['a firm name over 100 characters', [['firm', 'x'.repeat(101)]], 'firm', /^firm must be at most 100 characters long$/],
  ])('%s: 400 naming the field, nothing saved', async (_, entries, field, message) => {
    const before = await ownProfile();
    for (const [path, method] of [['/api/userprofile/Investor', 'POST'], ['/api/userprofile/me', 'PUT']] as const) {
      const response = await sendForm(server.baseUrl, path, entries, { token: investor.accessToken, method });
      expect(response.status, path).toBe(400);
      const body = await readJson(response);
      expect(body.message, path).toMatch(message);
      expect(body).toMatchObject({ success: false, field });
    }
    expect(await ownProfile()).toEqual(before);
  });

  it('a cheque minimum sent alone is checked against the stored maximum', async () => {
    const response = await sendForm(server.baseUrl, '/api/userprofile/me', [['chequeMin', '7500000']], { token: investor.accessToken, method: 'PUT' });
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe('Cheque size from (₹75 L) must not be above cheque size up to (₹50 L)');
    expect(await ownProfile()).toMatchObject({ chequeMin: 2_500_000, chequeMax: 5_000_000 });
  });
});

describe('arbitrary investor fields', () => {
  it('answer 200, or a 400 naming one of the fields sent; never a 5xx', async () => {
    const fuzzed = await signUp(server.baseUrl, { role: 'Investor' });
    const value = fc.oneof(weirdString.filter((text) => text.length < 3000), fc.constantFrom('0', '-5', '1e9', '9'.repeat(12), '[{}]', '[{"name":"a","url":5}]', 'null', '{"name":"x"}'));
    const entries = fc.array(fc.tuple(fc.constantFrom(...Object.keys(INVESTOR_DETAIL_RULES)), value), { minLength: 1, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(entries, async (sent) => {
        const response = await sendForm(server.baseUrl, '/api/userprofile/me', sent, { token: fuzzed.accessToken, method: 'PUT' });
        expect([200, 400]).toContain(response.status);
        if (response.status === 400) expect(sent.map(([name]) => name)).toContain((await readJson(response)).field);
      }),
      { numRuns: 30 },
    );
  });
});
