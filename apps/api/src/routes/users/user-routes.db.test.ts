import { NEXT_CURSOR_HEADER } from '@startupsetu/server-core/http/pagination';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { sendForm } from '../../testing/form-uploads';

let server: ApiTestServer;
let me: TestAccount;
const others: TestAccount[] = [];

beforeAll(async () => {
  server = await startApiTestServer();
  me = await signUp(server.baseUrl, { role: 'Hustler', email: 'me@users.example.com' });
  for (const [role, name] of [
    ['Investor', 'Vikram Angel'],
    ['Cofounder', 'Leela'],
    ['Jobseeker', 'Arjun'],
    ['Hustler', 'Sana'],
  ] as const) {
    const account = await signUp(server.baseUrl, { role, email: `${name.split(' ')[0]!.toLowerCase()}@users.example.com` });
    const path = { Investor: 'Investor', Cofounder: 'cofounder', Jobseeker: 'Jobseeker', Hustler: 'Hustler' }[role];
    const entries: [string, string][] = [['Username', name]];
    if (role !== 'Jobseeker') entries.push(['phoneno', '555-9999']);
    if (role === 'Investor') entries.push(['contactEmail', 'secret-inbox@vikram.example.com']);
    if (role === 'Cofounder') entries.push(['bio', 'Arjun is my friend']);
    const response = await sendForm(server.baseUrl, `/api/userprofile/${path}`, entries, { token: account.accessToken });
    expect(response.status).toBe(200);
    others.push(account);
  }
});

afterAll(async () => {
  await server.close();
});

function users(query = '', token = me.accessToken) {
  return fetch(`${server.baseUrl}/api/users${query}`, { headers: bearer(token) });
}

const namesOf = async (response: Response) =>
  ((await response.json()) as { profiledetails: { Username?: string } }[]).map((u) => u.profiledetails.Username);

describe('GET /api/users', () => {
  it('answers an array of every other user, of every role, newest first', async () => {
    const response = await users();
    expect(response.status).toBe(200);
    expect(response.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    const body = (await response.json()) as { _id: string; role: string }[];
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((u) => u._id)).toEqual(others.map((a) => a.id).reverse());
    expect(body.map((u) => u.role)).toEqual(['Hustler', 'Jobseeker', 'Cofounder', 'Investor']);
  });

  it('never includes the caller', async () => {
    for (const account of [me, ...others]) {
      const ids = ((await (await users('', account.accessToken)).json()) as { _id: string }[]).map((u) => u._id);
      expect(ids).not.toContain(account.id);
      expect(ids).toHaveLength(others.length);
    }
  });

  it('never shows a password hash, phone number or contact email', async () => {
    const text = await (await users()).text();
    const hashes = await server.db.selectFrom('users').select('password_hash').execute();
    for (const { password_hash } of hashes) expect(text).not.toContain(password_hash);
    for (const secret of ['scrypt$', 'password', 'phoneno', '555-9999', 'contactEmail', 'secret-inbox']) {
      expect(text).not.toContain(secret);
    }
  });

  it('pages with ?limit= and the cursor in the x-next-cursor header', async () => {
    const first = await users('?limit=3');
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    expect(await namesOf(first)).toEqual(['Sana', 'Arjun', 'Leela']);
    const second = await users(`?limit=3&cursor=${cursor}`);
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    expect(await namesOf(second)).toEqual(['Vikram Angel']);
  });

  it.each([
    ['ARJUN', ['Arjun']],
    ['angel', ['Vikram Angel']],
    // Not emails: a search by address would tell who has an account (DESIGN §7.4).
    ['leela@users', []],
    ['users.example.com', []],
    ['friend', []],
    ['me@users', []],
  ])('searches names for %j', async (q, expected) => {
    expect(await namesOf(await users(`?q=${encodeURIComponent(q)}`))).toEqual(expected);
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${server.baseUrl}/api/users`)).status).toBe(401);
  });
});
