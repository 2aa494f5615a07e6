import type { Database } from '@startupsetu/server-core/db/database';
import { pairKey } from '@startupsetu/server-core/repositories/connections-repository';
import { newId } from '@startupsetu/server-core/ids';
import { connectPeople } from '@startupsetu/server-core/testing/connections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { seedBlog, seedVideo } from '../../testing/content';
import { sendForm } from '../../testing/form-uploads';

// GET /api/users/:userId, GET /api/users/suggestions, the chat strip's connection states and the
// content lists' ?author= (DESIGN §6.1).

let server: ApiTestServer;
let founder: TestAccount;
let investor: TestAccount;
let cofounder: TestAccount;
let seeker: TestAccount;
let unnamed: TestAccount;

const FORM_PATH = { Investor: 'Investor', Cofounder: 'cofounder', Jobseeker: 'Jobseeker', Hustler: 'Hustler' } as const;

async function profile(account: TestAccount, role: keyof typeof FORM_PATH, entries: [string, string][]) {
  const response = await sendForm(server.baseUrl, `/api/userprofile/${FORM_PATH[role]}`, entries, { token: account.accessToken });
  expect(response.status).toBe(200);
}

async function pending(db: Database, requester: TestAccount, target: TestAccount): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto('connect_requests')
    .values({ id, kind: 'connect', requester_id: requester.id, target_id: target.id, pair_key: pairKey(requester.id, target.id), status: 'pending', note: null, created_at: now, updated_at: now })
    .execute();
  return id;
}

async function get(path: string, account: TestAccount) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: bearer(account.accessToken) });
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  server = await startApiTestServer();
  founder = await signUp(server.baseUrl, { role: 'Hustler', email: 'founder@people.example.com' });
  investor = await signUp(server.baseUrl, { role: 'Investor', email: 'investor@people.example.com' });
  cofounder = await signUp(server.baseUrl, { role: 'Cofounder', email: 'cofounder@people.example.com' });
  seeker = await signUp(server.baseUrl, { role: 'Jobseeker', email: 'seeker@people.example.com' });
  unnamed = await signUp(server.baseUrl, { role: 'Investor', email: 'nameless@people.example.com' });
  await profile(founder, 'Hustler', [['Username', 'Asha Founder'], ['project', 'Setu'], ['currentStage', 'preSeed'], ['skills', 'Networking'], ['phoneno', '555-0101']]);
  await profile(investor, 'Investor', [['Username', 'Vikram'], ['interestAreas', 'Tech and App Development'], ['contactEmail', 'vikram-private@example.com']]);
  await profile(cofounder, 'Cofounder', [['Username', 'Leela'], ['skills', 'Networking, Sales']]);
  await profile(seeker, 'Jobseeker', [['Username', 'Arjun'], ['desiredRole', 'Product Intern']]);
});

afterAll(async () => {
  await server.close();
});

describe('GET /api/users/:userId', () => {
  it("answers the person's public profile without private fields", async () => {
    const { status, body } = await get(`/api/users/${investor.id}`, founder);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ _id: investor.id, role: 'Investor', verified: false, connection: 'none' });
    expect(body.user.profiledetails).toMatchObject({ Username: 'Vikram', interestAreas: ['Tech and App Development'] });
    expect(JSON.stringify(body)).not.toContain('vikram-private');
    expect(body.user.email).toBeUndefined();
  });

  it('shows email and phone to connections only by default (DESIGN §7.4), never the contact email', async () => {
    const stranger = (await get(`/api/users/${founder.id}`, cofounder)).body.user;
    expect(stranger.email).toBeUndefined();
    expect(JSON.stringify(stranger)).not.toContain('555-0101');
    const reader = await signUp(server.baseUrl, { role: 'Cofounder' });
    await connectPeople(server.db, reader.id, founder.id);
    const connected = (await get(`/api/users/${founder.id}`, reader)).body.user;
    expect(connected.email).toBe('founder@people.example.com');
    expect(connected.profiledetails.phoneno).toBe('555-0101');
  });

  it('tells where the caller stands: sent, received, then connected', async () => {
    const requestId = await pending(server.db, seeker, founder);
    expect((await get(`/api/users/${founder.id}`, seeker)).body.user).toMatchObject({ connection: 'sent', requestId });
    expect((await get(`/api/users/${seeker.id}`, founder)).body.user).toMatchObject({ connection: 'received', requestId });
    await server.db.updateTable('connect_requests').set({ status: 'accepted' }).where('id', '=', requestId).execute();
    await connectPeople(server.db, seeker.id, founder.id);
    const after = (await get(`/api/users/${founder.id}`, seeker)).body.user;
    expect(after.connection).toBe('connected');
    expect(after.requestId).toBeUndefined();
  });

  it("answers a profile an older client stored in the contract's types, without fields the contract does not name", async () => {
    const older = await signUp(server.baseUrl, { role: 'Investor', email: 'older@people.example.com' });
    const stored = { Username: 'Old Timer', explorationPreference: '8', adventureAlert: 'high', interestAreas: 'Fintech, Media', note: 'x' };
    await server.db.updateTable('users').set({ profile: JSON.stringify(stored) }).where('id', '=', older.id).execute();
    const { status, body } = await get(`/api/users/${older.id}`, founder);
    expect(status).toBe(200);
    expect(body.user.profiledetails).toEqual({ Username: 'Old Timer', explorationPreference: 8, interestAreas: ['Fintech', 'Media'], profilePic: null });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get(`/api/users/${newId()}`, founder);
    expect(unknown).toMatchObject({ status: 404, body: { success: false, message: 'User not found' } });
    const malformed = await get('/api/users/not-an-id!', founder);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('userId');
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${server.baseUrl}/api/users/${founder.id}`)).status).toBe(401);
  });
});

describe('GET /api/users (the chat strip)', () => {
  it('carries the connection state of each person', async () => {
    const requestId = await pending(server.db, cofounder, investor);
    const { body } = await get('/api/users', investor);
    const byId = new Map((body as any[]).map((user) => [user._id, user]));
    expect(byId.get(cofounder.id)).toMatchObject({ connection: 'received', requestId });
    expect(byId.get(seeker.id)).toMatchObject({ connection: 'none' });
  });
});

describe('GET /api/users/suggestions', () => {
  it('ranks complementary roles with a reason, leaving out the caller and the unnamed', async () => {
    const fresh = await signUp(server.baseUrl, { role: 'Hustler', email: 'fresh@people.example.com' });
    await profile(fresh, 'Hustler', [['Username', 'Fresh'], ['skills', 'Networking']]);
    const { status, body } = await get('/api/users/suggestions', fresh);
    expect(status).toBe(200);
    const ids = body.data.map((person: { _id: string }) => person._id);
    expect(ids).not.toContain(fresh.id);
    expect(ids).not.toContain(unnamed.id);
    const byId = new Map(body.data.map((person: any) => [person._id, person]));
    expect(byId.get(cofounder.id)).toMatchObject({ reason: 'Shares your skills: Networking', connection: 'none' });
    expect(byId.get(investor.id)).toMatchObject({ reason: 'Investor interested in Tech and App Development' });
    expect(ids[0]).toBe(cofounder.id);
    expect(JSON.stringify(body)).not.toContain('@people.example.com');
  });

  it('leaves out connections and people with a pending request either way', async () => {
    // founder ↔ seeker are connected (above); founder asks the co-founder; the investor asks the founder.
    await pending(server.db, founder, cofounder);
    await pending(server.db, investor, founder);
    const { body } = await get('/api/users/suggestions', founder);
    const ids = body.data.map((person: { _id: string }) => person._id);
    for (const id of [seeker.id, cofounder.id, investor.id, founder.id]) expect(ids).not.toContain(id);
  });

  it('pages with ?limit= and nextCursor', async () => {
    const viewer = await signUp(server.baseUrl, { role: 'Hustler', email: 'pager@people.example.com' });
    const first = await get('/api/users/suggestions?limit=1', viewer);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.nextCursor).toBe('1');
    const second = await get(`/api/users/suggestions?limit=1&cursor=${first.body.nextCursor}`, viewer);
    expect(second.body.data[0]._id).not.toBe(first.body.data[0]._id);
    expect((await get('/api/users/suggestions?cursor=zz', viewer)).status).toBe(400);
  });
});

describe('?author= on the content lists', () => {
  it("keeps one person's videos, blogs and talks", async () => {
    const mine = await seedVideo(server.db, founder.id, 'Mine');
    await seedVideo(server.db, investor.id, 'Theirs');
    const blog = await seedBlog(server.db, founder.id, 'blog', 'My blog');
    const talk = await seedBlog(server.db, founder.id, 'talk', 'My talk');
    await seedBlog(server.db, investor.id, 'talk', 'Their talk');
    const videos = await get(`/api/userprofile/getvideos?author=${founder.id}`, investor);
    expect(videos.body.data.map((v: { _id: string }) => v._id)).toEqual([mine]);
    const blogs = await get(`/api/userprofile/getblogs?kind=blog&author=${founder.id}`, investor);
    expect(blogs.body.data.map((b: { _id: string }) => b._id)).toEqual([blog]);
    const talks = await get(`/api/userprofile/getblogs?kind=talk&author=${founder.id}`, investor);
    expect(talks.body.data.map((b: { _id: string }) => b._id)).toEqual([talk]);
    expect((await get('/api/userprofile/getvideos?author=NOT-AN-ID', investor)).status).toBe(400);
  });
});
