import { readdir } from 'node:fs/promises';
import type { Database } from '@startupsetu/server-core/db/database';
import { ROLES } from '@startupsetu/server-core/db/schema';
import { listConnectRequests, listConnections } from '@startupsetu/server-core/repositories/connect-request-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, readJson, startApiTestServer, type ApiTestServer } from '../testing/api-test-server';
import { DEMO_VIDEOS } from './demo-community';
import { DEMO_JOBS } from './demo-jobs';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';
import { seedDemo, type SeedDemoSummary } from './seed-demo';
import { seedHint } from './seed-hint';

// The demo community on a real api: seeded twice into the api's own database and media directory,
// then used through HTTP as a visitor would.

let server: ApiTestServer;
let hintBefore: string | undefined;
let first: SeedDemoSummary;
let second: SeedDemoSummary;
let afterFirst: Snapshot;
let afterSecond: Snapshot;

interface Snapshot {
  rows: Record<string, unknown[]>;
  mediaFiles: string[];
}

const TABLES = ['users', 'videos', 'video_likes', 'video_comments', 'blogs', 'talk_comments', 'messages', 'notifications', 'connect_requests', 'connections', 'startups', 'jobs', 'saved_jobs'] as const;

async function snapshot(db: Database): Promise<Snapshot> {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const query = db.selectFrom(table).selectAll();
    const ordered =
      table === 'video_likes'
        ? query.orderBy('user_id' as never).orderBy('video_id' as never)
        : table === 'connections'
          ? query.orderBy('user_id' as never).orderBy('peer_id' as never)
          : query.orderBy('id' as never);
    rows[table] = await ordered.execute();
  }
  return { rows, mediaFiles: (await readdir(server.config.mediaDir)).sort() };
}

beforeAll(async () => {
  server = await startApiTestServer();
  hintBefore = await seedHint(server.db);
  first = await seedDemo(server.db, server.app.media);
  afterFirst = await snapshot(server.db);
  second = await seedDemo(server.db, server.app.media);
  afterSecond = await snapshot(server.db);
}, 60_000);

afterAll(() => server?.close());

async function signIn(email: string) {
  const response = await postJson(server.baseUrl, '/api/auth/signin', { email, password: DEMO_PASSWORD });
  expect(response.status, email).toBe(200);
  return readJson(response);
}

describe('npm run seed:demo', () => {
  it('fills an empty database with a community of every role, and a second run changes nothing', () => {
    expect(first.newPeople).toBe(DEMO_PEOPLE.length);
    expect(Object.values(first.added).every((count) => count > 0)).toBe(true);
    expect(second).toEqual({
      people: DEMO_PEOPLE.length,
      newPeople: 0,
      added: { videos: 0, blogs: 0, comments: 0, messages: 0, notifications: 0, requests: 0, connections: 0, startups: 0, jobs: 0 },
    });
    expect(afterSecond).toEqual(afterFirst);
    const roles = new Set(afterFirst.rows.users!.map((user: any) => user.role));
    expect([...roles].sort()).toEqual([...ROLES].sort());
    // Their addresses receive no mail: the seed proves them, so they may message and connect (DESIGN §7.4).
    expect(afterFirst.rows.users!.filter((user: any) => !user.email_verified_at)).toEqual([]);
    // Some show what was proven, in words (DESIGN §7.4).
    const vikram = afterFirst.rows.users!.find((user: any) => user.email === 'vikram.malhotra@demo.startupsetu.in') as { verified: number; badges: string };
    expect({ verified: vikram.verified, badges: JSON.parse(vikram.badges) }).toEqual({ verified: 1, badges: [{ kind: 'investor', label: 'Verified investor · Angel network' }] });
    for (const table of TABLES) expect(afterFirst.rows[table]!.length, table).toBeGreaterThan(0);
  });

  it('says how to seed while the database has no users, and not once it has', async () => {
    expect(hintBefore).toContain('npm run seed:demo');
    expect(await seedHint(server.db)).toBeUndefined();
  });

  it('lets every demo person sign in, with a full profile and a picture that is served', async () => {
    for (const person of DEMO_PEOPLE) {
      const session = await signIn(person.email);
      expect(session.role).toBe(person.role);
      const response = await fetch(`${server.baseUrl}/api/userprofile/getUser`, { headers: bearer(session.accessToken) });
      const { user } = await readJson(response);
      expect(user.profiledetails.Username).toBe(person.form.Username);
      const picture = await fetch(server.baseUrl + user.profiledetails.profilePic);
      expect(picture.headers.get('content-type'), person.email).toBe('image/png');
    }
  });

  it('shows the videos newest first, with their likes, playable, and their comments', async () => {
    const { accessToken } = await signIn(DEMO_PEOPLE[0]!.email);
    const { data } = await readJson(await fetch(`${server.baseUrl}/api/userprofile/getvideos`, { headers: bearer(accessToken) }));
    const expected = [...DEMO_VIDEOS].sort((a, b) => a.hoursAgo - b.hoursAgo);
    expect(data.map((video: any) => video.title)).toEqual(expected.map((video) => video.title));
    expect(data.map((video: any) => video.likes)).toEqual(expected.map((video) => video.likedBy.length));
    const video = await fetch(server.baseUrl + data[0].videoUrl, { headers: { range: 'bytes=0-11' } });
    expect(video.status).toBe(206);
    expect(Buffer.from(await video.arrayBuffer()).toString('latin1', 4, 8)).toBe('ftyp');
    // Every video has a poster, a PNG the size of the player's 16:9 box.
    for (const item of data) {
      const poster = Buffer.from(await (await fetch(server.baseUrl + item.posterUrl)).arrayBuffer());
      expect(poster.toString('latin1', 1, 4)).toBe('PNG');
      expect([poster.readUInt32BE(16), poster.readUInt32BE(20)]).toEqual([640, 360]);
    }
    const { comments } = await readJson(await fetch(`${server.baseUrl}/api/commentget/${data[0]._id}`));
    expect(comments.map((comment: any) => comment.text)).toEqual(expected[0]!.comments.map((comment) => comment.text).reverse());
  });

  it('has blogs with covers, talks with comments, and chats with unread messages', async () => {
    const { accessToken } = await signIn('priya.nair@demo.startupsetu.in');
    const { data } = await readJson(await fetch(`${server.baseUrl}/api/userprofile/getblogs`, { headers: bearer(accessToken) }));
    const blogs = data.filter((post: any) => post.kind === 'blog');
    const talks = data.filter((post: any) => post.kind === 'talk');
    expect(blogs.length).toBeGreaterThan(0);
    expect(blogs.every((blog: any) => blog.coverImageUrl)).toBe(true);
    expect(talks.some((talk: any) => talk.comments.length > 0)).toBe(true);
    const chats = await readJson(await fetch(`${server.baseUrl}/api/messages`, { headers: bearer(accessToken) }));
    expect(chats.length).toBeGreaterThanOrEqual(2);
    expect(chats.some((chat: any) => chat.unread > 0)).toBe(true);
  });

  it('leaves connect, ignite, acceptance and comment notifications that open what they are about, some still unread', () => {
    const notifications = afterFirst.rows.notifications as { type: string; is_read: number; link: string | null; request_id: string | null }[];
    expect(new Set(notifications.map((notification) => notification.type))).toEqual(new Set(['connect', 'ignite', 'comment', 'connect_accepted']));
    expect(notifications.some((notification) => notification.is_read === 0)).toBe(true);
    expect(notifications.filter((n) => n.type === 'comment').every((n) => /^\/videos#video-[0-9a-f]+$/.test(n.link ?? ''))).toBe(true);
    for (const n of notifications.filter((n) => n.type === 'connect' || n.type === 'ignite')) {
      expect(n.link).toBe('/networking');
      expect(n.request_id).toBeTruthy();
    }
    expect(notifications.filter((n) => n.type === 'connect_accepted').every((n) => n.link?.startsWith('/messages?with='))).toBe(true);
  });

  it('makes real requests: some pending, two accepted as connections of two rows each', () => {
    const requests = afterFirst.rows.connect_requests as { status: string }[];
    expect(requests.filter((r) => r.status === 'accepted')).toHaveLength(2);
    expect(requests.filter((r) => r.status === 'pending').length).toBeGreaterThan(0);
    expect(afterFirst.rows.connections).toHaveLength(4);
  });

  it("fills the Network page's lists: Rohan has Diya's request to answer and Neha as a connection", async () => {
    const rohan = (afterFirst.rows.users as { id: string; email: string }[]).find((user) => user.email === 'rohan.mehta@demo.startupsetu.in')!;
    const received = await listConnectRequests(server.db, rohan.id, 'received', { limit: 20 });
    expect(received.items.map((r) => r.person.profiledetails.Username)).toEqual(['Diya Patel']);
    const connections = await listConnections(server.db, rohan.id, { limit: 20 });
    expect(connections.items.map((c) => c.profiledetails.Username)).toEqual(['Neha Gupta']);
  });

  it('lists two startups’ open jobs on the board, newest first, and a job seeker’s saved ones', async () => {
    const board = await readJson(await fetch(`${server.baseUrl}/api/jobs`));
    expect(board.data.map((job: any) => job.title)).toEqual(
      [...DEMO_JOBS].sort((a, b) => a.hoursAgo - b.hoursAgo).map((job) => job.title),
    );
    expect(new Set(board.data.map((job: any) => job.startup.name))).toEqual(new Set(['KhetiSense', 'UdhaarBook']));
    expect(board.data.find((job: any) => job.kind === 'internship')).toMatchObject({ stipend: 15_000, ctcMin: null, status: 'published' });
    const diya = await signIn('diya.patel@demo.startupsetu.in');
    const saved = await readJson(await fetch(`${server.baseUrl}/api/jobs/saved`, { headers: bearer(diya.accessToken) }));
    expect(saved.data.map((job: any) => job.title).sort()).toEqual(['Field Operations Intern', 'Senior Backend Engineer']);
  });
});
