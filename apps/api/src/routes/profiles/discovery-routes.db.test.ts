import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../admin-commands';
import {
  bearer,
  readJson,
  signUp,
  startApiTestServer,
  type ApiTestServer,
  type TestAccount,
} from '../../testing/api-test-server';
import { sendForm, type FormEntries } from '../../testing/form-uploads';

let server: ApiTestServer;
const accounts: Record<string, TestAccount> = {};

async function member(key: string, role: string, path: string | null, entries: FormEntries = []) {
  const account = await signUp(server.baseUrl, { role, email: `${key}@discovery.example.com` });
  if (path) {
    const response = await sendForm(server.baseUrl, path, entries, { token: account.accessToken });
    expect(response.status).toBe(200);
  }
  accounts[key] = account;
}

beforeAll(async () => {
  server = await startApiTestServer();
  // Created oldest first.
  await member('zara', 'Cofounder', '/api/userprofile/cofounder', [
    ['Username', 'Zara Khan'],
    ['phoneno', '555-0101'],
    ['skills', 'Rust, Payments'],
    ['bio', 'Fintech builder'],
    ['superpower', 'Negotiation'],
  ]);
  await member('omar', 'Cofounder', '/api/userprofile/cofounder', [
    ['Username', 'Omar'],
    ['skills', 'Go'],
    ['bio', 'I love RUST too'],
    ['dreamProject', 'Solar 100% uptime_grid'],
  ]);
  await member('hari', 'Hustler', '/api/userprofile/Hustler', [
    ['Username', 'Hari'],
    ['phoneno', '555-0202'],
    ['project', 'AgriDrone'],
    ['currentWork', 'Field trials'],
  ]);
  await member('blank', 'Hustler', null);
  await member('ira', 'Investor', '/api/userprofile/Investor', [
    ['Username', 'Ira Ventures'],
    ['contactEmail', 'private-deals@ira.example.com'],
    ['phoneno', '555-0303'],
    ['interestAreas', 'Social Impact Projects'],
    ['excitement', 'Climate tech'],
  ]);
  await member('jay', 'Jobseeker', '/api/usrprofile/Jobseeker', [
    ['Username', 'Jay'],
    ['desiredRole', 'Data analyst'],
    ['skills', 'SQL, Python'],
  ]);
});

afterAll(async () => {
  await server.close();
});

async function list(path: string, token: string, query = '') {
  const response = await fetch(`${server.baseUrl}/api/userprofile/${path}${query}`, { headers: bearer(token) });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

const names = (body: { data: { profiledetails: { Username?: string } }[] }) => body.data.map((u) => u.profiledetails.Username);

describe('discovery lists', () => {
  it.each([
    ['cofounderprofile', 'Cofounder', ['Omar']],
    ['Hustlerprofile', 'Hustler', ['Hari', undefined]],
    ['Investorprofile', 'Investor', ['Ira Ventures']],
    ['Jobseekerprofile', 'Jobseeker', ['Jay']],
  ])('%s lists only %s users, named ones first', async (path, role, expected) => {
    const { status, body } = await list(path, accounts.zara!.accessToken);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.nextCursor).toBeNull();
    expect(body.data.every((user: { role: string }) => user.role === role)).toBe(true);
    expect(names(body)).toEqual(expected);
  });

  it('leaves out the caller', async () => {
    const { body } = await list('cofounderprofile', accounts.omar!.accessToken);
    expect(names(body)).toEqual(['Zara Khan']);
  });

  it('lists users who have not filled a profile, without their email (only co-founder cards show one)', async () => {
    const { body } = await list('Hustlerprofile', accounts.hari!.accessToken);
    expect(body.data[0]).toEqual({
      _id: accounts.blank!.id,
      role: 'Hustler',
      verified: false,
      badges: [],
      profiledetails: { profilePic: null },
      connection: 'none',
    });
  });

  it.each(['cofounderprofile', 'Hustlerprofile', 'Investorprofile', 'Jobseekerprofile'])(
    '%s never shows a password hash, phone number or contact email',
    async (path) => {
      const hashes = await server.db.selectFrom('users').select('password_hash').execute();
      const { text } = await list(path, accounts.zara!.accessToken);
      expect(text.length).toBeGreaterThan(50);
      for (const { password_hash } of hashes) expect(text).not.toContain(password_hash);
      for (const secret of ['scrypt$', 'password', 'phoneno', '555-0', 'contactEmail', 'private-deals']) {
        expect(text).not.toContain(secret);
      }
    },
  );

  it('keeps the public fields, such as the investor display name and interests', async () => {
    const { body } = await list('Investorprofile', accounts.hari!.accessToken);
    expect(body.data[0].profiledetails).toEqual({
      Username: 'Ira Ventures',
      displayName: 'Ira Ventures',
      interestAreas: ['Social Impact Projects'],
      excitement: 'Climate tech',
      adventureAlert: 5,
      explorationPreference: 5,
      profilePic: null,
    });
  });

  it('shows verified: true once an operator has verified the user', async () => {
    const quiet = { log() {}, error() {} };
    expect(await runAdminCommand(server.db, ['verify', accounts.omar!.email], quiet)).toBe(0);
    const { body } = await list('cofounderprofile', accounts.jay!.accessToken);
    const verified = Object.fromEntries(body.data.map((u: { _id: string; verified: boolean }) => [u._id, u.verified]));
    expect(verified).toEqual({ [accounts.omar!.id]: true, [accounts.zara!.id]: false });

    const own = await fetch(`${server.baseUrl}/api/userprofile/getUser`, { headers: bearer(accounts.omar!.accessToken) });
    expect((await readJson(own)).user.verified).toBe(true);
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${server.baseUrl}/api/userprofile/cofounderprofile`);
    expect(response.status).toBe(401);
  });

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=101', 'limit must be at most 100'],
    ['?cursor=not-an-id', 'cursor is not in the expected format'],
    [`?q=${'x'.repeat(201)}`, 'q must be at most 200 characters long'],
    ['?q=a%00b', 'q is not in the expected format'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await list('cofounderprofile', accounts.jay!.accessToken, query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe('searching with ?q=', () => {
  it.each([
    ['ZARA', ['Zara Khan']],
    ['rust', ['Omar', 'Zara Khan']],
    ['fintech', ['Zara Khan']],
    ['negotiation', ['Zara Khan']],
    ['solar', ['Omar']],
    ['  payments  ', ['Zara Khan']],
    // % and _ are literal characters, not wildcards.
    ['100%', ['Omar']],
    ['%', ['Omar']],
    ['e_g', ['Omar']],
    ['a_k', []],
    ['555-0101', []],
    ['discovery.example.com', []],
  ])('cofounders matching %j', async (q, expected) => {
    const { body } = await list('cofounderprofile', accounts.jay!.accessToken, `?q=${encodeURIComponent(q)}`);
    expect(names(body)).toEqual(expected);
  });

  it.each([
    ['Hustlerprofile', 'agridrone', ['Hari']],
    ['Hustlerprofile', 'FIELD', ['Hari']],
    ['Investorprofile', 'social impact', ['Ira Ventures']],
    ['Investorprofile', 'climate', ['Ira Ventures']],
    ['Investorprofile', 'private-deals', []],
    ['Jobseekerprofile', 'python', ['Jay']],
    ['Jobseekerprofile', 'analyst', ['Jay']],
  ])('%s matching %j', async (path, q, expected) => {
    // Lists leave out the caller, so a job seeker cannot search for job seekers here.
    const viewer = path === 'Jobseekerprofile' ? accounts.hari! : accounts.jay!;
    const { body } = await list(path, viewer.accessToken, `?q=${encodeURIComponent(q)}`);
    expect(names(body)).toEqual(expected);
  });
});

describe('pagination', () => {
  it('walks every page with the cursor, without duplicates or gaps', async () => {
    const created: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const account = await signUp(server.baseUrl, { role: 'Jobseeker' });
      await sendForm(server.baseUrl, '/api/userprofile/Jobseeker', [['Username', `Pager ${i}`]], {
        token: account.accessToken,
      });
      created.push(account.id);
    }
    const all = await list('Jobseekerprofile', accounts.hari!.accessToken, '?limit=100');
    const expected = all.body.data.map((u: { _id: string }) => u._id);
    expect(expected).toEqual([...created.reverse(), accounts.jay!.id]);

    const seen: string[] = [];
    const pageSizes: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const { body } = await list('Jobseekerprofile', accounts.hari!.accessToken, query);
      pageSizes.push(body.data.length);
      seen.push(...body.data.map((u: { _id: string }) => u._id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(pageSizes).toEqual([3, 3, 2]);
    expect(seen).toEqual(expected);
  });

  it('pages through search results too', async () => {
    const first = await list('Jobseekerprofile', accounts.hari!.accessToken, '?limit=4&q=pager');
    expect(names(first.body)).toEqual(['Pager 6', 'Pager 5', 'Pager 4', 'Pager 3']);
    const second = await list('Jobseekerprofile', accounts.hari!.accessToken, `?limit=4&q=pager&cursor=${first.body.nextCursor}`);
    expect(names(second.body)).toEqual(['Pager 2', 'Pager 1', 'Pager 0']);
    expect(second.body.nextCursor).toBeNull();
  });
});
