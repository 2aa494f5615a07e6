import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { sendForm, type FormEntries } from '../../testing/form-uploads';

// /FindInvestor by what founders look for (DESIGN §7.4): stage, sector, city and cheque size, alone
// and together, with the spec's filters and the search; named investors first, then newest, page
// after page; the side table follows every profile change.

let server: ApiTestServer;
let founder: TestAccount;
const accounts: Record<string, TestAccount> = {};

async function investor(key: string, entries: FormEntries) {
  const account = await signUp(server.baseUrl, { role: 'Investor' });
  const response = await sendForm(server.baseUrl, '/api/userprofile/Investor', entries, { token: account.accessToken });
  expect(response.status, await response.clone().text()).toBe(200);
  accounts[key] = account;
}

const edit = async (key: string, entries: FormEntries) => {
  const response = await sendForm(server.baseUrl, '/api/userprofile/me', entries, { token: accounts[key]!.accessToken, method: 'PUT' });
  expect(response.status, await response.clone().text()).toBe(200);
};

beforeAll(async () => {
  server = await startApiTestServer();
  founder = await signUp(server.baseUrl, { role: 'Hustler' });
  await investor('asha', [
    ['Username', 'Asha Angels'],
    ['interestAreas', 'Social Impact Projects'],
    ['stages', 'seed'],
    ['stages', 'preSeed'],
    ['sectors', 'Fintech'],
    ['sectors', 'Edtech'],
    ['cities', 'Pune'],
    ['chequeMin', '2500000'],
    ['chequeMax', '10000000'],
  ]);
  await investor('bharat', [['Username', 'Bharat Seed Fund'], ['stages', 'seed'], ['sectors', 'Fintech'], ['cities', 'Mumbai'], ['chequeMin', '5000000'], ['chequeMax', '20000000']]);
  await investor('chetan', [['Username', 'Chetan'], ['stages', 'seriesA'], ['sectors', 'Fintech'], ['chequeMin', '50000000']]);
  await investor('deepa', [['Username', 'Deepa'], ['stages', 'seed'], ['sectors', 'Healthtech'], ['cities', 'pune '], ['chequeMax', '1000000']]);
  await investor('nameless', [['stages', 'seed'], ['sectors', 'Fintech']]);
  await investor('farah', [['Username', 'Farah'], ['excitement', 'Only the spec’s fields']]);
});

afterAll(async () => {
  await server.close();
});

async function list(query: string, viewer = founder) {
  const response = await fetch(`${server.baseUrl}/api/userprofile/Investorprofile?${query}`, { headers: bearer(viewer.accessToken) });
  return { status: response.status, body: await readJson(response) };
}

const names = (body: { data: { profiledetails: { Username?: string } }[] }) => body.data.map((user) => user.profiledetails.Username ?? '(no name)');

describe('/FindInvestor filters', () => {
  it.each([
    ['stage=seed', ['Deepa', 'Bharat Seed Fund', 'Asha Angels', '(no name)']],
    ['sector=Fintech', ['Chetan', 'Bharat Seed Fund', 'Asha Angels', '(no name)']],
    ['stage=seed&sector=Fintech', ['Bharat Seed Fund', 'Asha Angels', '(no name)']],
    // 'Who writes ₹50 L cheques at Seed in fintech': an investor who names no cheque is not one.
    ['stage=seed&sector=Fintech&cheque=5000000', ['Bharat Seed Fund', 'Asha Angels']],
    ['cheque=5000000', ['Bharat Seed Fund', 'Asha Angels']],
    ['cheque=100000000', ['Chetan']],
    ['cheque=500000', ['Deepa']],
    ['cheque=2500000&city=Pune', ['Asha Angels']],
    ['city=PUNE', ['Deepa', 'Asha Angels']],
    ['city=Mumbai&stage=seed', ['Bharat Seed Fund']],
    ['stage=seed&interestAreas=Social%20Impact%20Projects', ['Asha Angels']],
    ['stage=seed&q=bharat', ['Bharat Seed Fund']],
    ['stage=growth', []],
    ['sector=Agritech&cheque=5000000', []],
  ])('?%s', async (query, expected) => {
    const { status, body } = await list(query);
    expect(status).toBe(200);
    expect(names(body)).toEqual(expected);
  });

  it('leaves the unfiltered list as it was: every investor, the spec’s ones too', async () => {
    const { body } = await list('');
    expect(names(body)).toEqual(['Farah', 'Deepa', 'Chetan', 'Bharat Seed Fund', 'Asha Angels', '(no name)']);
  });

  it('pages through a filter, each investor once, named first', async () => {
    const seen: string[] = [];
    let cursor = '';
    for (let pages = 0; pages < 10; pages += 1) {
      const { status, body } = await list(`stage=seed&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      seen.push(...names(body));
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
    }
    expect(seen).toEqual(['Deepa', 'Bharat Seed Fund', 'Asha Angels', '(no name)']);
  });

  it('refuses a value the filters do not know, naming it', async () => {
    for (const query of ['stage=seriesZ', 'sector=Spacetech', 'cheque=lots', 'cheque=0']) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.message, query).toMatch(new RegExp(query.split('=')[0]!));
    }
  });

  it('follows profile changes: a stage dropped, a name given, a cheque changed', async () => {
    await edit('bharat', [['stages', 'preSeed']]);
    await edit('nameless', [['Username', 'Esha']]);
    await edit('deepa', [['chequeMax', ''], ['chequeMin', '20000000']]);
    expect(names((await list('stage=seed')).body)).toEqual(['Esha', 'Deepa', 'Asha Angels']);
    expect(names((await list('stage=preSeed&sector=Fintech')).body)).toEqual(['Bharat Seed Fund', 'Asha Angels']);
    expect(names((await list('cheque=500000')).body)).toEqual([]);
    expect(names((await list('cheque=30000000')).body)).toEqual(['Deepa']);
  });

  it('leaves out the people the viewer blocked and the caller themselves', async () => {
    expect((await postJson(server.baseUrl, '/api/blocks', { userId: accounts.deepa!.id }, bearer(founder.accessToken))).status).toBe(201);
    expect(names((await list('city=pune')).body)).toEqual(['Asha Angels']);
    expect(names((await list('stage=seed&sector=Fintech', accounts.asha)).body)).toEqual(['Esha']);
  });
});
