// Two of everything on one PostgreSQL and one Redis: what happens on one side reaches the other
// live. Ira (an investor) uses gateway A, so api 1 and notify 1; Hari (a hustler) uses gateway B,
// so api 2 and notify 2.
import { mp4Bytes } from '@startupsetu/api/testing/form-uploads';
import { sendBytes, startUpload, uploadState } from '@startupsetu/api/testing/tus-requests';
import { stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { startPushService } from '@startupsetu/notify/testing/push-service';
import { openDatabase } from '@startupsetu/server-core/db/database';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, disconnected, nextEvent, openSocket, signIn, signUp, type SignedInUser } from './support/gateway-client';
import { scaleEnvironment } from './support/scale-environment';
import { letWrite, startCluster, type ScaledCluster } from './support/scaled-cluster';

const env = scaleEnvironment();

describe('a scaled deployment: two api, two notify and two gateway processes', () => {
  let cluster: ScaledCluster;
  let gatewayA: string;
  let gatewayB: string;
  let ira: SignedInUser;
  let hari: SignedInUser;
  let iraSocket: Socket;
  let hariSocket: Socket;
  let pushService: Awaited<ReturnType<typeof startPushService>>;

  beforeAll(async () => {
    pushService = await startPushService();
    cluster = await startCluster(env!, { notifyEnv: { PUSH_ENDPOINT_ALLOW: pushService.origin } });
    gatewayA = cluster.a.gateway.url;
    gatewayB = cluster.b.gateway.url;
    ira = await signUp(gatewayA, 'Investor', cluster.a.mailDir);
    hari = await signUp(gatewayB, 'Hustler', cluster.b.mailDir);
    await letWrite(cluster, [[hari.id, ira.id], [ira.id, hari.id]]);
    iraSocket = await openSocket(gatewayA, ira);
    hariSocket = await openSocket(gatewayB, hari);
  });

  afterAll(async () => {
    iraSocket?.disconnect();
    hariSocket?.disconnect();
    await cluster?.close();
    await pushService?.close();
  });

  it('reports every upstream ready through both gateways', async () => {
    for (const gateway of [gatewayA, gatewayB]) {
      const response = await call(gateway, 'GET', '/readyz');
      expect(await response.json()).toEqual({ status: 'ready', upstreams: { api: 'up', notify: 'up' } });
    }
  });

  it('shares one database: a user who signed up through A signs in through B', async () => {
    const response = await call(gatewayB, 'POST', '/api/auth/signin', {
      body: { email: ira.email, password: 'chai-and-code-42' },
    });
    expect(response.status).toBe(200);
    // Its tokens are kept by no cache on the way (proxied through the gateway as the api set it).
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ id: ira.id, role: 'Investor' });
  });

  it('sends a push queued through A once, from whichever notify takes it, to a browser subscribed through B', async () => {
    const bala = await signUp(gatewayB, 'Cofounder', cluster.b.mailDir);
    await letWrite(cluster, [[ira.id, bala.id]]);
    const phone = pushService.browser();
    expect((await call(gatewayB, 'POST', '/api/push/subscriptions', { token: bala.token, body: phone.subscription })).status).toBe(201);
    const sent = await call(gatewayA, 'POST', '/api/messages', { token: ira.token, body: { receiverId: bala.id, text: 'Pitch at 5?' } });
    expect(sent.status).toBe(201);

    const endpointPath = new URL(phone.subscription.endpoint).pathname;
    await vi.waitFor(() => expect(pushService.received.filter((push) => push.path === endpointPath)).toHaveLength(1), { timeout: 15_000 });
    const [push] = pushService.received.filter((received) => received.path === endpointPath);
    expect(phone.read(push!)).toMatchObject({ title: 'New message', body: 'Pitch at 5?', url: `/messages?with=${ira.id}` });
    // Sent and forgotten: nothing is left in the queue to send again.
    const db = await openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: cluster.mediaDir });
    try {
      expect(await db.selectFrom('push_deliveries').select('id').execute()).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('delivers chat live both ways between a user on A and a user on B', async () => {
    const toIra = nextEvent(iraSocket, 'receiveMessage', (message) => message.text === 'Namaste from B');
    const ack = await hariSocket.timeout(10_000).emitWithAck('sendMessage', { receiverId: ira.id, text: 'Namaste from B' });
    expect(ack).toMatchObject({ ok: true, message: { text: 'Namaste from B' } });
    expect(await toIra).toMatchObject({ senderId: hari.id, receiverId: ira.id, text: 'Namaste from B' });

    // The other way, and over HTTP this time (the offline replay path).
    const toHari = nextEvent(hariSocket, 'receiveMessage', (message) => message.text === 'Namaste from A');
    const sent = await call(gatewayA, 'POST', '/api/messages', { token: ira.token, body: { receiverId: hari.id, text: 'Namaste from A' } });
    expect(sent.status).toBe(201);
    expect(await toHari).toMatchObject({ senderId: ira.id, receiverId: hari.id, text: 'Namaste from A' });
  });

  it('pushes an ignite made through B live to the investor connected through A', async () => {
    const notified = nextEvent(iraSocket, 'notification', (notification) => notification.type === 'ignite');
    const ignite = await call(gatewayB, 'POST', '/api/connects/hustlertoinvestor', { token: hari.token, body: { investorId: ira.id } });
    expect(ignite.status).toBe(201);
    expect(await notified).toMatchObject({ type: 'ignite' });

    const listed = await call(gatewayA, 'GET', '/api/Notifications', { token: ira.token });
    expect(JSON.stringify(await listed.json())).toContain('ignited your interest');
  });

  it("hands a notification asked for through api 2 to one notify over Redis's bus, and it reaches the socket held by api 1", async () => {
    // Someone of their own to report: a reporter stops seeing what they reported, which the later tests would feel.
    const spammer = await signUp(gatewayB, 'Jobseeker', cluster.b.mailDir);
    const acknowledged = nextEvent(iraSocket, 'notification', (notification) => notification.type === 'report');
    const report = await call(gatewayB, 'POST', '/api/reports', { token: ira.token, body: { targetType: 'user', targetId: spammer.id, category: 'spam' } });
    expect(report.status).toBe(201);
    expect(await acknowledged).toMatchObject({ type: 'report', actorId: null });
    // Both notify instances listen on the bus; the message was made into one notification.
    const db = await openDatabase({ databaseUrl: cluster.databaseUrl, dataDir: cluster.mediaDir });
    try {
      expect(await db.selectFrom('notifications').select('id').where('user_id', '=', ira.id).where('type', '=', 'report').execute()).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });

  it('uploads a video through A and plays it through B, seeking with a Range request', async () => {
    const bytes = mp4Bytes(64 * 1024);
    const form = new FormData();
    form.append('title', 'Our pitch, shared across instances');
    form.append('description', 'Uploaded to api 1');
    form.append('video', new Blob([bytes], { type: 'video/mp4' }), 'pitch.mp4');
    const uploaded = await call(gatewayA, 'POST', '/api/userprofile/addvideo', { token: hari.token, body: form });
    expect(uploaded.status).toBe(201);
    const { video } = (await uploaded.json()) as { video: { _id: string; videoUrl: string } };
    expect(video.videoUrl).toMatch(/^\/media\//);

    const whole = await call(gatewayB, 'GET', video.videoUrl);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const seek = await call(gatewayB, 'GET', video.videoUrl, { headers: { range: 'bytes=40000-40999' } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-range')).toBe(`bytes 40000-40999/${bytes.length}`);
    expect(seek.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await seek.arrayBuffer()).equals(bytes.subarray(40000, 41000))).toBe(true);

    const listedOnB = await call(gatewayB, 'GET', '/api/userprofile/getvideos', { token: hari.token });
    const { data } = (await listedOnB.json()) as { data: { _id: string }[] };
    expect(data.map((item) => item._id)).toContain(video._id);
  });

  it("reloads B's open comment section when a comment is made through A, and only the sockets watching that video", async () => {
    const form = new FormData();
    form.append('title', 'Comment on me');
    form.append('video', new Blob([mp4Bytes(4096)], { type: 'video/mp4' }), 'clip.mp4');
    const uploaded = await call(gatewayB, 'POST', '/api/userprofile/addvideo', { token: hari.token, body: form });
    expect(uploaded.status).toBe(201);
    const videoId = ((await uploaded.json()) as { video: { _id: string } }).video._id;

    // Hari watches the video on api 2; Ira's sockets on api 1 and api 2 do not.
    expect(await hariSocket.emitWithAck('watchVideos', { videoIds: [videoId] })).toEqual({ ok: true });
    const iraOnB = await openSocket(gatewayB, ira);
    const notWatching = [iraSocket, iraOnB].map((socket) => {
      const heard: unknown[] = [];
      socket.on('newComment', (payload: unknown) => heard.push(payload));
      return { socket, heard };
    });
    try {
      const reload = nextEvent(hariSocket, 'newComment', (payload) => payload.videoId === videoId);
      // api 1 asks notify 1, which pushes through Redis to the owner's socket on api 2.
      const ownerNotified = nextEvent(hariSocket, 'notification', (notification) => notification.type === 'comment');
      const comment = await call(gatewayA, 'POST', '/api/videos/comments', { token: ira.token, body: { videoId, text: 'Count me in' } });
      expect(comment.status).toBe(201);
      expect(await reload).toEqual({ videoId });
      expect(await ownerNotified).toMatchObject({ type: 'comment' });
      // Both instances have handled the comment's broadcast by now (api 2 delivered it to Hari); a
      // round trip on each bystander comes after anything that broadcast sent it.
      for (const { socket, heard } of notWatching) {
        await socket.timeout(10_000).emitWithAck('sendComment', { videoId });
        expect(heard).toEqual([]);
      }
    } finally {
      iraOnB.disconnect();
    }

    const comments = await call(gatewayB, 'GET', `/api/commentget/${videoId}`, { token: hari.token });
    expect(JSON.stringify(await comments.json())).toContain('Count me in');
  });

  it("keeps at most 10 sockets per user across both api instances: the 11th closes the user's oldest", async () => {
    const user = await signUp(gatewayA, 'Jobseeker', cluster.a.mailDir);
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < 10; i++) sockets.push(await openSocket(i % 2 === 0 ? gatewayA : gatewayB, user));
      const oldestClosed = disconnected(sockets[0]!);
      sockets.push(await openSocket(gatewayB, user));
      await oldestClosed;
      for (const socket of sockets.slice(1)) {
        await expect(socket.timeout(10_000).emitWithAck('join', user.id)).resolves.toEqual({ ok: true });
      }
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });

  // Resumable uploads (DESIGN §6.7): a client whose connection to api 1 stalled mid-chunk goes on
  // through api 2; api 1's request is ended first, so its late bytes never land among api 2's.
  it("never interleaves an upload's requests across api instances", async () => {
    const bytes = mp4Bytes(300_000);
    const upload = await startUpload(gatewayA, hari.token, bytes.length);
    const stalled = httpRequest(gatewayA + upload.path, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${hari.token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    const stalledEnded = new Promise<void>((resolve) => {
      stalled.on('response', (response) => response.resume().on('end', resolve).on('error', resolve));
      stalled.on('error', () => resolve());
      stalled.on('close', () => resolve());
    });
    stalled.write(bytes.subarray(0, 100_000));
    // Read off the shared volume: a HEAD, even through api 1, would ask the PATCH to let go.
    const uploaded = path.join(cluster.mediaDir, '.uploads', upload.id);
    await vi.waitFor(async () => expect((await stat(uploaded)).size).toBe(100_000), { timeout: 15_000 });

    // The resumed client asks api 2 where to go on from: api 1's PATCH is asked to let go first.
    const state = await uploadState(gatewayB, hari.token, upload.path);
    expect(state.status).toBe(200);
    const offset = Number(state.headers.get('upload-offset'));
    expect(offset).toBe(100_000);
    const rest = await sendBytes(gatewayB, hari.token, upload.path, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    // The stalled connection then sends the rest of what it announced, not the file's bytes: had
    // api 1 still been reading it, they would land over api 2's.
    stalled.write(Buffer.alloc(bytes.length - 100_000, 0xee));
    await stalledEnded;

    const published = await call(gatewayA, 'POST', '/api/videos', { token: hari.token, body: { title: 'Sent through two instances', uploadId: upload.id } });
    expect(published.status).toBe(201);
    const { video } = (await published.json()) as { video: { videoUrl: string } };
    const served = await fetch(gatewayB + video.videoUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  // Sessions (DESIGN §6.2): an end made on one instance closes the sockets on the other.
  describe('sessions', () => {
    async function expectEnded(token: string) {
      for (const gateway of [gatewayA, gatewayB]) {
        const response = await call(gateway, 'PUT', '/api/user/verify', { token });
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ message: 'Your session has ended. Please sign in again.' });
      }
    }

    it("a sign-out through gateway A closes that session's socket held on api 2 (gateway B); the user's other session stays", async () => {
      const phone = await signUp(gatewayA, 'Cofounder', cluster.a.mailDir);
      const laptop = await signIn(gatewayB, phone);
      const phoneSocket = await openSocket(gatewayB, phone);
      const laptopSocket = await openSocket(gatewayB, laptop);
      try {
        const closed = disconnected(phoneSocket);
        const signout = await call(gatewayA, 'POST', '/api/auth/signout', { token: phone.token });
        expect(signout.status).toBe(200);
        await closed;
        await expectEnded(phone.token);

        await expect(laptopSocket.timeout(10_000).emitWithAck('join', laptop.id)).resolves.toEqual({ ok: true });
        expect((await call(gatewayB, 'PUT', '/api/user/verify', { token: laptop.token })).status).toBe(200);
      } finally {
        phoneSocket.disconnect();
        laptopSocket.disconnect();
      }
    });

    it('`npm run admin -- revoke` closes the user\'s sockets on both api instances', async () => {
      const user = await signUp(gatewayA, 'Jobseeker', cluster.a.mailDir);
      const other = await signIn(gatewayB, user);
      const onApi1 = await openSocket(gatewayA, user);
      const onApi2 = await openSocket(gatewayB, other);
      try {
        const closed = Promise.all([disconnected(onApi1), disconnected(onApi2)]);
        expect(await cluster.admin(['revoke', user.email])).toContain(`${user.email} is signed out everywhere`);
        await closed;
        await expectEnded(user.token);
        await expectEnded(other.token);
      } finally {
        onApi1.disconnect();
        onApi2.disconnect();
      }
    });
  });
});
