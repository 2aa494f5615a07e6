// The real embedded stack behind the gateway: api and notify on a real SQLite file, reached only
// through the gateway, as the browser reaches them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadVideo } from '@startupsetu/api/testing/content';
import { mp4Bytes } from '@startupsetu/api/testing/form-uploads';
import { loadConfig } from '@startupsetu/server-core/config';
import { startEmbeddedServices, type EmbeddedServices } from '@startupsetu/embedded/embedded-services';
import { buildGateway } from './app';

let dataDir: string;
let upstreams: EmbeddedServices;
let gateway: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'startupsetu-stack-'));
  const config = loadConfig({ DATA_DIR: dataDir, API_PORT: '0', NOTIFY_PORT: '0' });
  upstreams = await startEmbeddedServices(config, { logger: false });
  gateway = await buildGateway({
    apiUrl: upstreams.apiUrl,
    notifyUrl: upstreams.notifyUrl,
    inProcess: upstreams.inProcess,
    webRoot: join(dataDir, 'no-web'),
  });
  baseUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await gateway?.close();
  await upstreams?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function signUp(email: string) {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'masala-dosa-7', role: 'Hustler' }),
    signal: AbortSignal.timeout(10_000),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; accessToken: string };
}

/** A socket signed in as the web's: the token in the handshake's query and in the CONNECT packet. */
function connect(token?: string): Socket {
  const signIn = token === undefined ? {} : { query: { token }, auth: { token } };
  return io(baseUrl, { transports: ['websocket'], ...signIn, reconnection: false, timeout: 5_000 });
}

function outcome(socket: Socket): Promise<'connected' | string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

describe('the embedded stack through the gateway', () => {
  it('reports both services ready', async () => {
    const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', upstreams: { api: 'up', notify: 'up' } });
  });

  it('signs up through the gateway and reads the user back with the token', async () => {
    const account = await signUp('stack.user@example.in');
    const response = await fetch(`${baseUrl}/api/userprofile/getUser`, {
      headers: { authorization: `Bearer ${account.accessToken}`, 'x-request-id': 'stack-test-1' },
      signal: AbortSignal.timeout(5_000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('stack-test-1');
    // Nothing on the way (a browser, a caching proxy) keeps a signed-in reply.
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { user: { _id: string; email: string; role: string } };
    expect(body.user).toMatchObject({ _id: account.id, email: 'stack.user@example.in', role: 'Hustler' });
  });

  it('streams a video upload to the api and serves it back, with the gateway’s headers', async () => {
    const account = await signUp('stack.video@example.in');
    const bytes = mp4Bytes(3 * 1024 * 1024);
    const upload = await uploadVideo(baseUrl, account.accessToken, { video: { bytes, filename: 'pitch.mp4', type: 'video/mp4' } });
    expect(upload.status).toBe(201);
    const { video } = (await upload.json()) as { video: { videoUrl: string } };
    const media = await fetch(baseUrl + video.videoUrl, { signal: AbortSignal.timeout(5_000) });
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer()).equals(bytes)).toBe(true);
    expect(media.headers.get('content-security-policy')).toContain("media-src 'self' blob:");
    expect(media.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves the api’s body limit and error replies to the api', async () => {
    const response = await fetch(`${baseUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'stack-too-big' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200 * 1024) }),
      signal: AbortSignal.timeout(5_000),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('x-request-id')).toBe('stack-too-big');
    expect(response.headers.get('x-ratelimit-limit')).not.toBeNull();
    expect(await response.json()).toMatchObject({ success: false });
  });

  it('routes the notifications family to notify, which checks the token', async () => {
    const account = await signUp('stack.notify@example.in');
    const withToken = await fetch(`${baseUrl}/api/Notifications`, {
      headers: { authorization: `Bearer ${account.accessToken}` },
      signal: AbortSignal.timeout(5_000),
    });
    expect(withToken.status).toBe(200);
    expect(await withToken.json()).toEqual([]);
    const without = await fetch(`${baseUrl}/api/Notifications`, { signal: AbortSignal.timeout(5_000) });
    expect(without.status).toBe(401);
  });

  it('relays the realtime channel: a join round trip with a valid token', async () => {
    const account = await signUp('stack.socket@example.in');
    const socket = connect(account.accessToken);
    try {
      expect(await outcome(socket)).toBe('connected');
      const ack = await socket.timeout(5_000).emitWithAck('join', account.id);
      expect(ack).toEqual({ ok: true });
      const refused = await socket.timeout(5_000).emitWithAck('join', 'someone-else');
      expect(refused).toMatchObject({ ok: false });
    } finally {
      socket.close();
    }
  });

  it('refuses a socket without a token or with a forged one at its handshake: a 403, no session', async () => {
    for (const token of [undefined, 'not-a-jwt']) {
      const query = token === undefined ? '' : `&token=${token}`;
      const handshake = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling${query}`, { signal: AbortSignal.timeout(5_000) });
      expect(handshake.status).toBe(403);
      expect(await handshake.json()).toMatchObject({ message: 'Unauthorized' });
      const socket = connect(token);
      try {
        expect(await outcome(socket)).not.toBe('connected');
      } finally {
        socket.close();
      }
    }
  });
});
