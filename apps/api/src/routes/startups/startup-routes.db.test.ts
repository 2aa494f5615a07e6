import { SECTORS, STAGES } from '@startupsetu/server-core/contract/startup-fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson } from '../../testing/content';
import { jpegBytes, listMediaDir, pngBytes, sendForm, type FormEntries } from '../../testing/form-uploads';
import { createStartup, startupFields } from '../../testing/startups';

let server: ApiTestServer;
let founder: TestAccount;
let investor: TestAccount;

beforeAll(async () => {
  server = await startApiTestServer();
  founder = await signUp(server.baseUrl, { role: 'Hustler' });
  investor = await signUp(server.baseUrl, { role: 'Investor' });
  await sendForm(server.baseUrl, '/api/userprofile/Hustler', [['Username', 'Asha']], { token: founder.accessToken });
});

afterAll(async () => {
  await server.close();
});

const create = (entries: FormEntries, token = founder.accessToken) => sendForm(server.baseUrl, '/api/startups', entries, { token });
const edit = (slug: string, entries: FormEntries, token = founder.accessToken) =>
  sendForm(server.baseUrl, `/api/startups/${slug}`, entries, { token, method: 'PUT' });
const startupCount = async () => (await server.db.selectFrom('startups').select('id').execute()).length;

describe('POST /api/startups', () => {
  it('creates a startup whose creator is its active admin, with a slug from the name', async () => {
    const response = await create(startupFields({ name: '  Krishi Setu  ', website: 'krishi.in', dpiitNumber: 'dipp12345', foundedYear: '2023', teamSize: '6' }));
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({
      success: true,
      startup: {
        _id: expect.stringMatching(/^[0-9a-f]{26}$/),
        slug: 'krishi-setu',
        name: 'Krishi Setu',
        logo: null,
        oneLiner: 'Fair prices for farmers',
        description: 'We connect farmers to buyers.',
        sector: 'Agritech',
        stage: 'preSeed',
        city: 'Pune',
        foundedYear: 2023,
        teamSize: 6,
        website: 'https://krishi.in',
        dpiitNumber: 'DIPP12345',
        badges: [],
        members: [
          {
            user: { _id: founder.id, verified: false, profiledetails: { Username: 'Asha', profilePic: null } },
            title: 'Founder',
            role: 'admin',
            status: 'active',
          },
        ],
      },
    });
  });

  it('makes the slug unique, and never one of the web’s own paths', async () => {
    const first = await readJson(await create(startupFields({ name: 'Same Name' })));
    const second = await readJson(await create(startupFields({ name: 'Same  name!' })));
    const odd = await readJson(await create(startupFields({ name: 'New' })));
    const unicode = await readJson(await create(startupFields({ name: 'Café & Co' })));
    expect([first.startup.slug, second.startup.slug, odd.startup.slug, unicode.startup.slug]).toEqual(['same-name', 'same-name-2', 'startup', 'cafe-and-co']);
  });

  it('stores a logo, served from /media', async () => {
    const logo = pngBytes(1200);
    const response = await create([...startupFields({ name: 'With Logo' }), ['logo', { bytes: logo, filename: 'l.png', type: 'image/png' }]]);
    expect(response.status).toBe(201);
    const { startup } = await readJson(response);
    expect(startup.logo).toMatch(/^\/media\/[0-9a-f]+\.png$/);
    expect(Buffer.from(await (await fetch(server.baseUrl + startup.logo)).arrayBuffer())).toEqual(logo);
  });

  it('is for Hustlers only: 403 for other roles, nothing stored', async () => {
    const before = await startupCount();
    const response = await create(startupFields(), investor.accessToken);
    expect(response.status).toBe(403);
    expect(await readJson(response)).toMatchObject({ success: false, message: 'Only Hustlers can create startups' });
    expect(await startupCount()).toBe(before);
  });

  it.each([
    ['name', { name: '' }, 'name is required'],
    ['city', { city: '   ' }, 'city is required'],
    ['sector', { sector: 'Crypto' }, `sector must be one of ${SECTORS.join(', ')}`],
    ['stage', { stage: 'Seed' }, `stage must be one of ${STAGES.join(', ')}`],
    ['oneLiner', { oneLiner: 'x'.repeat(141) }, 'oneLiner must be at most 140 characters long'],
    ['foundedYear', { foundedYear: String(new Date().getUTCFullYear() + 1) }, 'foundedYear must not be in the future'],
    ['teamSize', { teamSize: '0' }, 'teamSize must be a whole number from 1 to 100000'],
    ['website', { website: 'javascript:alert(1)' }, 'website must be a web address such as https://example.in'],
    ['dpiitNumber', { dpiitNumber: 'DIPP 1' }, 'dpiitNumber must be letters, digits and dashes only'],
  ])('refuses a bad %s with a 400 naming it, storing nothing and keeping no file', async (field, overrides, message) => {
    const before = await startupCount();
    const files = await listMediaDir(server.config.mediaDir);
    const response = await create([...startupFields(overrides), ['logo', { bytes: jpegBytes(), filename: 'l.jpg', type: 'image/jpeg' }]]);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message, field });
    expect(await startupCount()).toBe(before);
    expect(await listMediaDir(server.config.mediaDir)).toEqual(files);
  });

  it('refuses an unknown field and a logo that is not an image', async () => {
    expect((await create([...startupFields(), ['valuation', '1cr']])).status).toBe(400);
    const notImage = await create([...startupFields(), ['logo', { bytes: 'hello', filename: 'l.png', type: 'image/png' }]]);
    expect(notImage.status).toBe(415);
  });
});

describe('GET /api/startups/:slug', () => {
  it('is readable without a token, and unknown or malformed slugs are 404', async () => {
    const { startup } = await readJson(await create(startupFields({ name: 'Public Page' })));
    const signedOut = await fetch(`${server.baseUrl}/api/startups/${startup.slug}`);
    expect(signedOut.status).toBe(200);
    expect((await readJson(signedOut)).startup).toEqual(startup);
    for (const slug of ['no-such-startup', 'Bad%20Slug', '-x-']) {
      const missing = await fetch(`${server.baseUrl}/api/startups/${slug}`);
      expect(missing.status).toBe(404);
      expect(await readJson(missing)).toMatchObject({ success: false, message: 'Startup not found' });
    }
  });
});

describe('PUT /api/startups/:slug', () => {
  it('changes what is sent, clears blank optional fields and replaces the logo', async () => {
    const created = (await readJson(await create([...startupFields({ name: 'Editable', website: 'https://e.in', teamSize: '4' }), ['logo', { bytes: pngBytes(), filename: 'a.png', type: 'image/png' }]]))).startup;
    const response = await edit(created.slug, [
      ['oneLiner', 'Sharper pitch'],
      ['stage', 'seed'],
      ['city', 'Bengaluru'],
      ['website', ''],
      ['teamSize', ''],
      ['logo', { bytes: jpegBytes(), filename: 'b.jpg', type: 'image/jpeg' }],
    ]);
    expect(response.status).toBe(200);
    const { startup } = await readJson(response);
    expect(startup).toMatchObject({ slug: 'editable', name: 'Editable', oneLiner: 'Sharper pitch', stage: 'seed', city: 'Bengaluru', website: null, teamSize: null });
    expect(startup.logo).toMatch(/\.jpg$/);
    expect((await fetch(server.baseUrl + created.logo)).status).toBe(404);
    expect((await edit(created.slug, [['name', '']])).status).toBe(400);
  });

  it('answers 404 to people outside the startup and 403 to its members who are not admins', async () => {
    const { startup } = await readJson(await create(startupFields({ name: 'Guarded' })));
    const outsider = await edit(startup.slug, [['name', 'Taken over']], investor.accessToken);
    expect(outsider.status).toBe(404);
    const member = await signUp(server.baseUrl, { role: 'Jobseeker' });
    const invited = await fetch(`${server.baseUrl}/api/startups/${startup.slug}/members`, {
      method: 'POST',
      headers: { ...bearer(founder.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ userId: member.id, title: 'Engineer' }),
    });
    expect(invited.status).toBe(201);
    const notAdmin = await edit(startup.slug, [['name', 'Taken over']], member.accessToken);
    expect(notAdmin.status).toBe(403);
    expect((await readJson(await getJson(server.baseUrl, `/api/startups/${startup.slug}`))).startup.name).toBe('Guarded');
  });
});

describe('GET /api/startups', () => {
  let lister: TestAccount;
  beforeAll(async () => {
    lister = await signUp(server.baseUrl, { role: 'Hustler' });
    const seeds: Record<string, string>[] = [
      { name: 'Paisa Flow', oneLiner: 'UPI for shops', sector: 'Fintech', stage: 'seed', city: 'Mumbai' },
      { name: 'Vidya Lab', oneLiner: 'Science kits for schools', sector: 'Edtech', stage: 'ideation', city: 'Pune' },
      { name: 'Ledger Bee', oneLiner: 'Books for small shops', sector: 'Fintech', stage: 'seriesA', city: 'mumbai ' },
      { name: 'Green Cart', oneLiner: 'Electric carts', sector: 'Mobility & Logistics', stage: 'seed', city: 'Delhi' },
    ];
    for (const seed of seeds) expect((await createStartup(server.baseUrl, lister.accessToken, seed)).status).toBe(201);
  });

  const list = async (query: string, token = lister.accessToken) => readJson(await getJson(server.baseUrl, `/api/startups?${query}`, token));
  const names = (page: { data: { name: string }[] }) => page.data.map((startup) => startup.name);

  it('needs a token', async () => {
    expect((await fetch(`${server.baseUrl}/api/startups`)).status).toBe(401);
  });

  it('lists newest first, filtered by sector, stage and city (any case)', async () => {
    expect(names(await list('limit=4'))).toEqual(['Green Cart', 'Ledger Bee', 'Vidya Lab', 'Paisa Flow']);
    expect(names(await list('sector=Fintech'))).toEqual(['Ledger Bee', 'Paisa Flow']);
    // 'Editable' moved to seed above.
    expect(names(await list('stage=seed'))).toEqual(['Green Cart', 'Paisa Flow', 'Editable']);
    expect(names(await list('city=MUMBAI'))).toEqual(['Ledger Bee', 'Paisa Flow']);
    expect(names(await list('sector=Fintech&stage=seriesA&city=Mumbai'))).toEqual(['Ledger Bee']);
    expect(names(await list(`sector=${encodeURIComponent('Mobility & Logistics')}&city=delhi`))).toEqual(['Green Cart']);
  });

  it('searches names and one-liners as a substring, case-insensitively', async () => {
    expect(names(await list('q=SHOPS'))).toEqual(['Ledger Bee', 'Paisa Flow']);
    expect(names(await list('q=vidya'))).toEqual(['Vidya Lab']);
    expect(names(await list('q=ee&sector=Fintech'))).toEqual(['Ledger Bee']);
    expect(names(await list('q=50%25'))).toEqual([]);
  });

  it('pages with the cursor', async () => {
    const first = await list('sector=Fintech&limit=1');
    expect(names(first)).toEqual(['Ledger Bee']);
    const second = await list(`sector=Fintech&limit=1&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(['Paisa Flow']);
    expect(second.nextCursor).toBeNull();
  });

  it("?member= lists a person's startups, active memberships only, paged", async () => {
    const joiner = await signUp(server.baseUrl, { role: 'Cofounder' });
    for (const name of ['Paisa Flow', 'Ledger Bee', 'Green Cart']) {
      const slug = name.toLowerCase().replace(' ', '-');
      const invited = await fetch(`${server.baseUrl}/api/startups/${slug}/members`, {
        method: 'POST',
        headers: { ...bearer(lister.accessToken), 'content-type': 'application/json' },
        body: JSON.stringify({ userId: joiner.id, title: 'Co-founder' }),
      });
      expect(invited.status).toBe(201);
      if (name !== 'Ledger Bee') {
        const accepted = await fetch(`${server.baseUrl}/api/startups/${slug}/members/me`, {
          method: 'PUT',
          headers: { ...bearer(joiner.accessToken), 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'accept' }),
        });
        expect(accepted.status).toBe(200);
      }
    }
    // Invited to Ledger Bee, not yet a member: not listed.
    expect(names(await list(`member=${joiner.id}`))).toEqual(['Green Cart', 'Paisa Flow']);
    const first = await list(`member=${joiner.id}&limit=1`);
    expect(names(first)).toEqual(['Green Cart']);
    expect(names(await list(`member=${joiner.id}&limit=1&cursor=${first.nextCursor}`))).toEqual(['Paisa Flow']);
    expect(names(await list(`member=${joiner.id}&sector=Fintech`))).toEqual(['Paisa Flow']);
    expect(names(await list(`member=${lister.id}`))).toEqual(['Green Cart', 'Ledger Bee', 'Vidya Lab', 'Paisa Flow']);
    expect(await list(`member=${investor.id}`)).toEqual({ success: true, data: [], nextCursor: null });
    const malformed = await getJson(server.baseUrl, '/api/startups?member=not-an-id', lister.accessToken);
    expect(malformed.status).toBe(400);
    expect((await readJson(malformed)).message).toContain('member');
  });

  it('refuses unknown filters with a 400 naming them', async () => {
    const response = await getJson(server.baseUrl, '/api/startups?sector=Crypto', lister.accessToken);
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toContain('sector');
  });
});
