// Real servers on loopback for the gateway's tests (not a test file itself).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GatewayOptions } from './app';

export interface EchoReply {
  service: string;
  method: string;
  url: string;
  requestId: string | null;
  forwardedFor: string | null;
  forwardedProto: string | null;
  forwardedHost: string | null;
  expect: string | null;
  contentType: string | null;
  authorization: string | null;
  cookie: string | null;
  bytes: number;
  text: string | null;
}

export interface Upstream {
  url: string;
  app: FastifyInstance;
  hits: Map<string, number>;
  close(): Promise<void>;
}

/**
 * An upstream that answers every path with its own name, the URL and x-request-id it received
 * and how many body bytes reached it. Bodies are counted as they stream in, never parsed.
 * Extra paths: `/readyz` (200), `/api/slow` (never answers), `/api/unavailable` (503),
 * `POST /api/private` (401 at once, its body unread, as the api's auth hook answers),
 * `GET /api/own-cookie` (200 with a Set-Cookie of the upstream's own, `upstream=1`).
 */
export async function startEchoUpstream(service: string): Promise<Upstream> {
  const app = Fastify({ forceCloseConnections: true });
  const hits = new Map<string, number>();
  app.addHook('onRequest', async (request) => {
    hits.set(request.url, (hits.get(request.url) ?? 0) + 1);
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.get('/readyz', async () => ({ status: 'ready' }));
  app.get('/api/slow', () => new Promise(() => {}));
  app.get('/api/unavailable', async (_request, reply) => reply.code(503).send({ success: false }));
  app.post('/api/private', async (_request, reply) => reply.code(401).send({ success: false, message: 'No token provided', error: 'Unauthorized' }));
  app.get('/api/own-cookie', async (request, reply) => reply.header('set-cookie', 'upstream=1; Path=/').send({ service, url: request.url }));
  app.all('/*', async (request): Promise<EchoReply> => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    if (request.body) {
      for await (const chunk of request.body as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (bytes <= 4096) chunks.push(chunk);
      }
    }
    const header = (name: string) => (request.headers[name] as string | undefined) ?? null;
    return {
      service,
      method: request.method,
      url: request.url,
      requestId: header('x-request-id'),
      forwardedFor: header('x-forwarded-for'),
      forwardedProto: header('x-forwarded-proto'),
      forwardedHost: header('x-forwarded-host'),
      expect: header('expect'),
      contentType: header('content-type'),
      authorization: header('authorization'),
      cookie: header('cookie'),
      bytes,
      text: bytes <= 4096 ? Buffer.concat(chunks).toString('utf8') : null,
    };
  });

  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, app, hits, close: () => app.close() };
}

/** How the gateway reaches its upstreams: over HTTP (scaled mode) or through their routers (embedded mode). */
export const gatewayModes = ['proxied', 'in-process'] as const;
export type GatewayMode = (typeof gatewayModes)[number];

/** The upstream options of a gateway in `mode` in front of these echo upstreams. */
export function upstreamOptions(
  mode: GatewayMode,
  api: Upstream,
  notify: Upstream,
  closing = () => false,
): Pick<GatewayOptions, 'apiUrl' | 'notifyUrl' | 'inProcess'> {
  const urls = { apiUrl: api.url, notifyUrl: notify.url };
  return mode === 'proxied' ? urls : { ...urls, inProcess: { apps: { api: api.app, notify: notify.app }, closing } };
}

/** A loopback URL on which nothing listens. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A fake Vite build output. */
/** The built boot script of makeWebRoot's web root. */
export const SHELL_BOOT_CODE = 'import(document.querySelector("script[data-entry]").dataset.entry);\n';

export async function makeWebRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'gateway-web-'));
  await mkdir(join(root, 'assets'));
  await mkdir(join(root, 'icons'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>StartupSetu</title><div id="root"></div>');
  await writeFile(join(root, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(join(root, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js");');
  await writeFile(join(root, 'manifest.webmanifest'), JSON.stringify({ name: 'StartupSetu', display: 'standalone' }));
  await writeFile(join(root, 'assets', 'app-abc123.js'), 'console.log("app");');
  // The boot script the built shells carry inline (web/build/pages.ts), found through Vite's manifest.
  await mkdir(join(root, '.vite'));
  await writeFile(join(root, '.vite', 'manifest.json'), JSON.stringify({ 'src/shell-boot.ts': { file: 'assets/shell-boot-abc123.js', isEntry: true } }));
  await writeFile(join(root, 'assets', 'shell-boot-abc123.js'), SHELL_BOOT_CODE);
  await writeFile(join(root, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(join(root, '.env'), 'SECRET=1');
  await writeFile(join(root, 'pages.json'), JSON.stringify({ pages: TEST_PAGES, shareTarget: TEST_SHARE_TARGET }));
  return root;
}

/** A page of makeWebRoot's page manifest (web/dist/pages.json, as web/build/page-manifest.ts writes it). */
export function testPage(path: string, shell: string, more: { appPage?: string; public?: boolean; indexed?: boolean; preview?: boolean; title?: string } = {}) {
  const pattern = `^/${path.split('/').filter(Boolean).map((segment) => (segment.startsWith('$') ? '[^/]+' : segment)).join('/')}/?$`;
  const title = more.title ?? `${path} · StartupSetu`;
  return {
    path,
    pattern: path === '/' ? '^/$' : pattern,
    shell,
    appPage: more.appPage ?? 'index.html',
    public: more.public ?? false,
    indexed: more.indexed ?? more.public ?? false,
    preview: more.preview ?? false,
    head: { title, description: `About ${path}.`, image: '/icons/icon-192.png' },
  };
}

/** The share target as the build writes it (web/build/page-manifest.ts, from sw/src/share-target-rules.ts). */
const TEST_SHARE_TARGET = { path: '/share-video', sites: ['same-origin', 'none'], opens: '/dashboard', refused: '/dashboard?share=refused' };

/** Signed-in pages only: the public pages' heads are tested with a manifest of their own. */
const TEST_PAGES = [
  ...['Hustler', 'Investor', 'cofounder', 'jobSeeker'].map((role) => testPage(`/dashboard/${role}`, `shells/dashboard-${role.toLowerCase()}.html`, { appPage: 'dashboard.html' })),
  testPage('/blogs', 'shells/blogs.html'),
  testPage('/blogs/$blogId', 'shells/blog.html'),
  testPage('/people/$userId', 'shells/people.html'),
  testPage('/talks', 'shells/talks.html'),
  testPage('/videos', 'shells/videos.html'),
  testPage('/Notification', 'shells/notification.html'),
  testPage('/signin', 'shells/signin.html'),
  testPage('/privacy-policy', 'shells/privacy-policy.html'),
];

/** fetch that fails instead of hanging. */
export function fetchWithTimeout(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
}
