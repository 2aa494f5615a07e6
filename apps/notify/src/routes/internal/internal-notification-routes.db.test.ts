import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createUser,
  postJson,
  readJson,
  recordingEmitter,
  startNotifyTestServer,
  type NotifyTestServer,
  type TestUser,
} from '../../testing/notify-test-server';

const realtime = recordingEmitter();
let server: NotifyTestServer;
let owner: TestUser;
let commenter: TestUser;

beforeAll(async () => {
  server = await startNotifyTestServer({ realtime });
  owner = await createUser(server.db, 'Hustler', 'Owner');
  commenter = await createUser(server.db, 'Investor', 'Commenter');
});

beforeEach(() => {
  realtime.pushes.length = 0;
});

afterAll(async () => {
  await server.close();
});

const commentNotification = () => ({
  userId: owner.id,
  type: 'comment',
  message: 'Commenter commented on your video "Pitch"',
  actorId: commenter.id,
  link: '/videos#video-0190aabbccddeeff0011223344',
});

function create(body: unknown, headers: Record<string, string>, target = server) {
  return postJson(target.baseUrl, '/internal/notifications', body, headers);
}

const countOf = async (userId: string) => (await server.db.selectFrom('notifications').select('id').where('user_id', '=', userId).execute()).length;

describe('POST /internal/notifications', () => {
  it('creates the notification and pushes it live with the internal secret', async () => {
    const response = await create(commentNotification(), bearer(server.config.internalSecret));
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toEqual({
      success: true,
      notification: {
        _id: expect.any(String),
        type: 'comment',
        message: 'Commenter commented on your video "Pitch"',
        isRead: false,
        actorId: commenter.id,
        createdAt: expect.any(String),
        link: '/videos#video-0190aabbccddeeff0011223344',
        requestId: null,
        requestStatus: null,
        actor: { _id: commenter.id, profiledetails: { Username: 'Commenter', profilePic: null } },
      },
    });
    expect(realtime.pushes).toEqual([{ userId: owner.id, event: 'notification', payload: body.notification }]);
    const listed = await readJson(await fetch(`${server.baseUrl}/api/Notifications`, { headers: bearer(owner.token) }));
    expect(listed[0]).toEqual(body.notification);
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong secret', bearer('not-the-secret')],
    ['the secret without Bearer', { authorization: 'x' }],
    ['a user token', undefined],
  ])('answers 401 with %s and creates nothing', async (_case, headers) => {
    const before = await countOf(owner.id);
    const response = await create(commentNotification(), headers ?? bearer(owner.token));
    expect(response.status).toBe(401);
    expect(await readJson(response)).toMatchObject({ success: false });
    expect(await countOf(owner.id)).toBe(before);
    expect(realtime.pushes).toEqual([]);
  });

  it('refuses a secret that only starts like the real one', async () => {
    const secret = server.config.internalSecret;
    expect((await create(commentNotification(), bearer(secret.slice(0, -1)))).status).toBe(401);
    expect((await create(commentNotification(), bearer(`${secret}x`))).status).toBe(401);
  });

  it('is not an /api route', async () => {
    const response = await postJson(server.baseUrl, '/api/internal/notifications', commentNotification(), bearer(owner.token));
    expect(response.status).toBe(404);
  });

  it.each([
    [{ userId: 'someone', type: 'spam', message: 'Hi' }, 'type must be one of comment, connect, ignite, report'],
    [{ userId: 'someone', type: 'comment', message: '' }, 'message must not be empty'],
    [{ userId: 'someone', type: 'comment' }, 'message is required'],
    [{ type: 'comment', message: 'Hi' }, 'userId is required'],
    [{ userId: 'someone', type: 'comment', message: 'Hi', link: 'https://elsewhere.example/' }, 'link is not in the expected format'],
    [{ userId: 'someone', type: 'comment', message: 'Hi', link: '//elsewhere.example/' }, 'link is not in the expected format'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await create(body, bearer(server.config.internalSecret));
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message });
  });

  it('answers 404 for a recipient that does not exist', async () => {
    const response = await create({ ...commentNotification(), userId: '0190aabbccddeeff0011223344' }, bearer(server.config.internalSecret));
    expect(response.status).toBe(404);
    expect(await readJson(response)).toMatchObject({ success: false, message: 'User not found' });
    expect(realtime.pushes).toEqual([]);
  });
});

describe('a standalone notify (no realtime emitter in its process)', () => {
  let fakeApi: FastifyInstance;
  let standalone: NotifyTestServer;
  const received: { authorization?: string; body: unknown }[] = [];

  beforeAll(async () => {
    fakeApi = Fastify();
    fakeApi.post('/internal/realtime', async (request, reply) => {
      received.push({ authorization: request.headers.authorization, body: request.body });
      return reply.code(202).send({ success: true });
    });
    const apiUrl = await fakeApi.listen({ port: 0, host: '127.0.0.1' });
    standalone = await startNotifyTestServer({ apiUrl });
  });

  afterAll(async () => {
    await standalone?.close();
    await fakeApi?.close();
  });

  it("pushes each new notification through the api's internal route, with the internal secret", async () => {
    const recipient = await createUser(standalone.db, 'Investor', 'Ira');
    const sender = await createUser(standalone.db, 'Hustler', 'Dev');
    const response = await postJson(standalone.baseUrl, '/api/connects/hustlertoinvestor', { investorId: recipient.id }, bearer(sender.token));
    expect(response.status).toBe(201);

    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      authorization: `Bearer ${standalone.config.internalSecret}`,
      body: {
        userId: recipient.id,
        event: 'notification',
        payload: expect.objectContaining({ type: 'ignite', message: 'Dev ignited your interest in their startup' }),
      },
    });
  });

  it('still stores the notification when the api cannot be reached', async () => {
    await fakeApi.close();
    const recipient = await createUser(standalone.db, 'Investor');
    const sender = await createUser(standalone.db, 'Hustler');
    const response = await postJson(standalone.baseUrl, '/api/connects/hustlertoinvestor', { investorId: recipient.id }, bearer(sender.token));
    expect(response.status).toBe(201);
    const stored = await standalone.db.selectFrom('notifications').select('type').where('user_id', '=', recipient.id).execute();
    expect(stored).toEqual([{ type: 'ignite' }]);
  });
});
