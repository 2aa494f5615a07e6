import { connectPeople } from '@startupsetu/server-core/testing/connections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';

// GET and PUT /api/settings/privacy (DESIGN §7.4), and the choices applied where people are read:
// the people list, a person's profile and the co-founder cards.

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});

afterAll(async () => {
  await server.close();
});

const PHONE = '+91 98450 11223';

/** A co-founder with a name and a phone number in their profile. */
async function cofounder(): Promise<TestAccount> {
  const account = await signUp(server.baseUrl, { role: 'Cofounder' });
  const name = `Privacy ${account.id.slice(-6)}`;
  await server.db.updateTable('users').set({ profile: JSON.stringify({ Username: name, phoneno: PHONE }), search_name: name.toLowerCase(), has_username: 1 }).where('id', '=', account.id).execute();
  return account;
}

async function call(account: TestAccount | null, method: 'GET' | 'PUT', path: string, body?: unknown) {
  const headers = { ...(account && bearer(account.accessToken)), ...(body !== undefined && { 'content-type': 'application/json' }) };
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await readJson(response)) as Record<string, unknown> };
}

interface Person {
  _id: string;
  email?: string;
  profiledetails: { phoneno?: string };
}

/** What `viewer` is shown of `owner`: on their profile, in the people list and on the co-founder cards. */
async function seenBy(viewer: TestAccount, owner: TestAccount) {
  const profile = (await call(viewer, 'GET', `/api/users/${owner.id}`)).body.user as Person;
  const listed = async (path: string, pick: (body: unknown) => Person[]) => {
    for (let cursor: string | undefined, pages = 0; pages < 20; pages += 1) {
      const response = await fetch(`${server.baseUrl}${path}${cursor ? `&cursor=${cursor}` : ''}`, { headers: bearer(viewer.accessToken) });
      const found = pick(await response.json()).find((person) => person._id === owner.id);
      if (found) return found;
      cursor = response.headers.get('x-next-cursor') ?? undefined;
      if (!cursor) break;
    }
    throw new Error(`${owner.id} not listed at ${path}`);
  };
  const inList = await listed('/api/users?limit=50', (body) => body as Person[]);
  const onCard = await listed('/api/userprofile/cofounderprofile?limit=50', (body) => (body as { data: Person[] }).data);
  const contacts = (person: Person) => ({ email: person.email ?? null, phone: person.profiledetails.phoneno ?? null });
  return { profile: contacts(profile), list: contacts(inList), card: contacts(onCard) };
}

const everywhere = (contacts: { email: string | null; phone: string | null }) => ({ profile: contacts, list: contacts, card: contacts });

describe('GET /api/settings/privacy', () => {
  it('answers the defaults: email and phone for connections; messages from everyone, an investor from verified people', async () => {
    const founder = await signUp(server.baseUrl, { role: 'Hustler' });
    const investor = await signUp(server.baseUrl, { role: 'Investor' });
    expect((await call(founder, 'GET', '/api/settings/privacy')).body).toEqual({
      success: true,
      privacy: { emailVisibility: 'connections', phoneVisibility: 'connections', messagesFrom: 'everyone' },
    });
    expect(((await call(investor, 'GET', '/api/settings/privacy')).body.privacy as { messagesFrom: string }).messagesFrom).toBe('verified');
    expect((await call(null, 'GET', '/api/settings/privacy')).status).toBe(401);
  });
});

describe('PUT /api/settings/privacy', () => {
  it('changes only the choices sent, and refuses an unknown choice, an unknown field or nothing (400, naming it)', async () => {
    const me = await signUp(server.baseUrl, { role: 'Investor' });
    const changed = await call(me, 'PUT', '/api/settings/privacy', { phoneVisibility: 'me', messagesFrom: 'connections' });
    expect(changed).toEqual({
      status: 200,
      body: { success: true, privacy: { emailVisibility: 'connections', phoneVisibility: 'me', messagesFrom: 'connections' } },
    });
    for (const body of [{ emailVisibility: 'all' }, { messagesFrom: 'friends' }, { email: 'everyone' }, {}]) {
      const refused = await call(me, 'PUT', '/api/settings/privacy', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(String(refused.body.message ?? refused.body.error)).not.toBe('');
    }
    expect((await call(me, 'GET', '/api/settings/privacy')).body.privacy).toEqual({ emailVisibility: 'connections', phoneVisibility: 'me', messagesFrom: 'connections' });
    expect((await call(null, 'PUT', '/api/settings/privacy', { emailVisibility: 'me' })).status).toBe(401);
  });
});

describe('email and phone as their owner chose, wherever people are read', () => {
  it('shows them to connections only by default, to everyone signed in when chosen, and to no one else with "me"', async () => {
    const owner = await cofounder();
    const [stranger, connection] = [await signUp(server.baseUrl, { role: 'Investor' }), await signUp(server.baseUrl, { role: 'Hustler' })];
    await connectPeople(server.db, owner.id, connection.id);
    const shown = { email: owner.email, phone: PHONE };
    const hidden = { email: null, phone: null };

    expect(await seenBy(stranger, owner)).toEqual(everywhere(hidden));
    expect(await seenBy(connection, owner)).toEqual(everywhere(shown));

    await call(owner, 'PUT', '/api/settings/privacy', { emailVisibility: 'everyone' });
    expect(await seenBy(stranger, owner)).toEqual(everywhere({ email: owner.email, phone: null }));

    await call(owner, 'PUT', '/api/settings/privacy', { emailVisibility: 'me', phoneVisibility: 'me' });
    expect(await seenBy(connection, owner)).toEqual(everywhere(hidden));
    // Their own profile still shows both to them.
    const own = (await call(owner, 'GET', `/api/users/${owner.id}`)).body.user as Person;
    expect({ email: own.email, phone: own.profiledetails.phoneno }).toEqual(shown);
  });

  it('finds people by name in the people list, not by email (which would tell who has an account)', async () => {
    const owner = await cofounder();
    const viewer = await signUp(server.baseUrl, { role: 'Hustler' });
    const byEmail = await fetch(`${server.baseUrl}/api/users?q=${encodeURIComponent(owner.email.split('@')[0]!)}`, { headers: bearer(viewer.accessToken) });
    expect(((await byEmail.json()) as Person[]).map((person) => person._id)).not.toContain(owner.id);
    const byName = await fetch(`${server.baseUrl}/api/users?q=${encodeURIComponent(`Privacy ${owner.id.slice(-6)}`)}`, { headers: bearer(viewer.accessToken) });
    expect(((await byName.json()) as Person[]).map((person) => person._id)).toContain(owner.id);
  });
});
