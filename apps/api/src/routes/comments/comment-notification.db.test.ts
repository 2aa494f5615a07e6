// api and notify on one bus, as embedded mode runs them: a comment on someone else's video asks
// notify for a notification over the bus, and notify's stored notification reaches the owner's
// socket on the api over the bus too; no HTTP request reaches notify on the way.
import { createInProcessBus } from '@startupsetu/server-core/bus/in-process-bus';
import { loadConfig } from '@startupsetu/server-core/config';
import { buildNotifyApp } from '@startupsetu/notify/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  postJson,
  signUp,
  startApiTestServer,
  TEST_JWT_SECRET,
  type ApiTestServer,
  type TestAccount,
} from '../../testing/api-test-server';
import { seedVideo } from '../../testing/content';
import { sendForm } from '../../testing/form-uploads';
import { collect, nextEvent, socketPool } from '../../testing/sockets';

let api: ApiTestServer;
let notify: FastifyInstance;
let notifyUrl = '';
const bus = createInProcessBus();
/** Every HTTP request notify received: the notifications must need none. */
const notifyRequests: string[] = [];
let owner: TestAccount;
let commenter: TestAccount;
let videoId: string;
const pool = socketPool(() => api.baseUrl);

beforeAll(async () => {
  api = await startApiTestServer({ bus });
  notify = await buildNotifyApp({ db: api.db, config: loadConfig({ DATA_DIR: api.config.dataDir, JWT_SECRET: TEST_JWT_SECRET }), bus });
  notify.addHook('onRequest', async (request) => void notifyRequests.push(`${request.method} ${request.url}`));
  notifyUrl = await notify.listen({ port: 0, host: '127.0.0.1' });

  owner = await signUp(api.baseUrl, { role: 'Hustler' });
  commenter = await signUp(api.baseUrl, { role: 'Investor', email: 'meera.k@invest.example.in' });
  await sendForm(api.baseUrl, '/api/userprofile/Hustler', [['Username', 'Ravi']], { token: owner.accessToken });
  videoId = await seedVideo(api.db, owner.id, 'Solar carts');
});

afterEach(() => {
  pool.closeAll();
});

afterAll(async () => {
  await notify?.close();
  await api?.close();
  await bus.close();
});

const comment = (token: string, id: string, text: string) =>
  postJson(api.baseUrl, '/api/videos/comments', { videoId: id, text }, bearer(token));

const notificationsOf = (userId: string) =>
  api.db.selectFrom('notifications').select(['type', 'message', 'actor_id']).where('user_id', '=', userId).orderBy('id').execute();

describe("a comment on someone else's video", () => {
  it('creates a comment notification for the owner, pushed live to their socket', async () => {
    const ownerSocket = await pool.open(owner.accessToken);
    const pushed = nextEvent(ownerSocket, 'notification');

    expect((await comment(commenter.accessToken, videoId, 'Love it')).status).toBe(201);

    const notification = await pushed;
    expect(notification).toEqual({
      _id: expect.any(String),
      type: 'comment',
      message: 'meera.k commented on your video "Solar carts"',
      isRead: false,
      actorId: commenter.id,
      createdAt: expect.any(String),
      link: `/videos#video-${videoId}`,
      requestId: null,
      requestStatus: null,
      actor: { _id: commenter.id, profiledetails: { profilePic: null } },
    });
    expect(await notificationsOf(owner.id)).toEqual([
      { type: 'comment', message: 'meera.k commented on your video "Solar carts"', actor_id: commenter.id },
    ]);
    expect(notifyRequests, 'no HTTP request reached notify').toEqual([]);
  });

  it('names the commenter by their Username when they have one', async () => {
    await sendForm(api.baseUrl, '/api/userprofile/Investor', [['Username', 'Meera']], { token: commenter.accessToken });
    const ownerSocket = await pool.open(owner.accessToken);
    const pushed = nextEvent(ownerSocket, 'notification');
    expect((await comment(commenter.accessToken, videoId, 'Again')).status).toBe(201);
    expect((await pushed).message).toBe('Meera commented on your video "Solar carts"');
  });

  it('creates nothing when the owner comments on their own video', async () => {
    const ownerSocket = await pool.open(owner.accessToken);
    const pushes = collect(ownerSocket, 'notification');
    const before = await notificationsOf(owner.id);
    const commenterVideo = await seedVideo(api.db, commenter.id, 'Fund thesis');

    expect((await comment(owner.accessToken, videoId, 'My own video')).status).toBe(201);
    // A comment by the commenter on the commenter's own video: nothing for anyone either. Then a
    // comment that does notify the owner; the self-comments were made before it, so a
    // notification from them would have been stored or pushed by the time this one is.
    expect((await comment(commenter.accessToken, commenterVideo, 'Mine too')).status).toBe(201);
    const next = nextEvent(ownerSocket, 'notification');
    expect((await comment(commenter.accessToken, videoId, 'Third')).status).toBe(201);
    await next;

    const after = await notificationsOf(owner.id);
    expect(after.slice(before.length).map((n) => n.message)).toEqual(['Meera commented on your video "Solar carts"']);
    expect(await notificationsOf(commenter.id)).toEqual([]);
    expect(pushes).toHaveLength(1);
  });

  it('still stores and answers the comment when notify cannot be reached, and logs the failure', async () => {
    const send = vi.spyOn(bus, 'send').mockRejectedValueOnce(new Error('nothing in this process handles notification.requested'));
    // With logging off, Fastify's request loggers are the app's logger itself.
    const warn = vi.spyOn(api.app.log, 'warn');
    try {
      const response = await comment(commenter.accessToken, videoId, 'notify is down');
      expect(response.status).toBe(201);
      const stored = await api.db.selectFrom('video_comments').select('text').where('text', '=', 'notify is down').execute();
      expect(stored).toHaveLength(1);
      await vi.waitFor(() =>
        expect(warn).toHaveBeenCalledWith(
          expect.objectContaining({ videoId, err: expect.any(Error) }),
          'could not notify the video owner of a comment',
        ),
      );
    } finally {
      warn.mockRestore();
      send.mockRestore();
    }
  });

  it('cannot be forged over HTTP: notify has no internal route to make one', async () => {
    const forged = await postJson(
      notifyUrl,
      '/internal/notifications',
      { userId: owner.id, type: 'comment', message: 'forged', actorId: commenter.id },
      bearer(api.config.internalSecret),
    );
    expect(forged.status).toBe(404);
    expect((await notificationsOf(owner.id)).map((n) => n.message)).not.toContain('forged');
  });
});
