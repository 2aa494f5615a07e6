import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PageRenderInput, RenderedPage, RenderPage } from '@startupsetu/server-core/contract/page-render';
import { buildGateway } from './app';
import { type EchoReply, gatewayModes, type GatewayMode, makeWebRoot, startEchoUpstream, testPage, type Upstream, upstreamOptions } from './test-support';
import { RENDER_BUDGET_MS } from './signed-in-pages';

const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiJ1MTIzIn0.c2ln';
const COOKIE = `theme=dark; session=${TOKEN}`;
const CLIENT = '203.0.113.9';

/** A shell as web/build/pages.ts writes it: the head, then #root, then the noscript line. */
const shell = (name: string) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n    <title>${name} · StartupSetu</title>\n  </head>\n  <body>\n    <div id="root" data-page="${name}"><p class="pending">Loading…</p></div>\n    <noscript>StartupSetu needs JavaScript to run.</noscript>\n  </body>\n</html>\n`;
const aboutShell = '<!doctype html><html><head><!--page-head--><title>About</title><!--/page-head--></head><body><div id="root"><h1>About us</h1></div>\n    <noscript>x</noscript></body></html>';

let api: Upstream;
let notify: Upstream;
let webRoot: string;
const gateways = {} as Record<GatewayMode, FastifyInstance>;
const others: FastifyInstance[] = [];

/** What the renderer was asked, and what its reads brought back from the upstream. */
const calls: PageRenderInput[] = [];
const reads: EchoReply[] = [];
let behaviour: RenderPage;

/** Draws the page from one read through the fetch it is given, as the web's renderer does. */
const drawing: RenderPage = async ({ token, fetch, signal }) => {
  const res = await fetch('/api/userprofile/getUser', { method: 'GET', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' }, signal });
  const echo = (await res.json()) as EchoReply;
  reads.push(echo);
  return { userId: 'u123', html: '<main><h1>Blogs for u123</h1></main>', reads: JSON.stringify([[['user', 'u123'], { status: res.status }]]) };
};

const renderer: RenderPage = (input) => {
  calls.push(input);
  return behaviour(input);
};

beforeAll(async () => {
  [api, notify, webRoot] = await Promise.all([startEchoUpstream('api'), startEchoUpstream('notify'), makeWebRoot()]);
  const pages = [testPage('/blogs', 'shells/blogs.html'), testPage('/people/$userId', 'shells/people.html'), testPage('/AboutUs', 'shells/aboutus.html', { public: true })];
  await writeFile(join(webRoot, 'pages.json'), JSON.stringify({ pages }));
  await mkdir(join(webRoot, 'shells'));
  await writeFile(join(webRoot, 'shells', 'blogs.html'), shell('blogs'));
  await writeFile(join(webRoot, 'shells', 'aboutus.html'), aboutShell);
  for (const mode of gatewayModes) gateways[mode] = await buildGateway({ ...upstreamOptions(mode, api, notify), webRoot, serverRenderer: renderer, upstreamTimeoutMs: 1000 });
});

afterAll(async () => {
  await Promise.all([...Object.values(gateways), ...others].map((gateway) => gateway.close()));
  await Promise.all([api?.close(), notify?.close()]);
  await rm(webRoot, { recursive: true, force: true });
});

beforeEach(() => {
  calls.length = 0;
  reads.length = 0;
  behaviour = drawing;
});

const documentAt = (gateway: FastifyInstance, url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  gateway.inject({ method, url, headers: { accept: html, ...headers }, remoteAddress: CLIENT });

describe.each(gatewayModes)('%s: a signed-in page drawn on the server', (mode) => {
  it("carries the renderer's markup in #root for the cookie's user, with its reads, private to them", async () => {
    const res = await documentAt(gateways[mode], '/blogs?from=mail', { cookie: COOKIE, 'x-request-id': 'doc-1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('<div id="root" data-page="blogs" data-user="u123"><main><h1>Blogs for u123</h1></main></div>');
    expect(res.body).toContain('<script type="application/json" id="first-reads">[[["user","u123"],{"status":200}]]</script>\n    <noscript>');
    expect(res.body).toContain('<style>html:not([data-viewer="u123"]) #root[data-user]{visibility:hidden}</style></head>');
    expect(res.body).not.toContain('Loading…');

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/blogs?from=mail', token: TOKEN });
    expect(calls[0]!.signal).toBeInstanceOf(AbortSignal);
    // Its read went through the gateway's own /api family to the upstream, as the browser's would,
    // from the document's client address and with its request id.
    expect(reads).toEqual([
      expect.objectContaining({ service: 'api', method: 'GET', url: '/api/userprofile/getUser', authorization: `Bearer ${TOKEN}`, forwardedFor: CLIENT, requestId: 'doc-1', cookie: null }),
    ]);
  });

  it('is compressed as the browser takes it', async () => {
    const plain = await documentAt(gateways[mode], '/blogs', { cookie: COOKIE });
    const br = await documentAt(gateways[mode], '/blogs', { cookie: COOKIE, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await documentAt(gateways[mode], '/blogs', { cookie: COOKIE, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('answers HEAD as GET, without the body', async () => {
    const get = await documentAt(gateways[mode], '/blogs', { cookie: COOKIE });
    const head = await documentAt(gateways[mode], '/blogs', { cookie: COOKIE }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'cache-control', 'vary', 'content-length']) expect(head.headers[name], name).toBe(get.headers[name]);
    expect(Number(head.headers['content-length'])).toBe(get.rawPayload.length);
  });
});

describe('the shell goes exactly as before', () => {
  const gateway = () => gateways.proxied;

  /** The page's answer without a cookie, which the gateway sent before pages were drawn on the server. */
  const asBefore = async (url: string) => {
    const res = await documentAt(gateway(), url);
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('without the session cookie', async () => {
    const res = await asBefore('/blogs');
    expect(res.body).toBe(shell('blogs'));
    expect(res.headers['cache-control']).toBe('no-cache');
    const other = await documentAt(gateway(), '/blogs', { cookie: 'theme=dark; sessionx=abc' });
    expect(other.body).toBe(shell('blogs'));
    expect(calls).toHaveLength(0);
  });

  it('for a public page, which is not drawn per user', async () => {
    const before = await asBefore('/AboutUs');
    const res = await documentAt(gateway(), '/AboutUs', { cookie: COOKIE });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(before.body);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(calls).toHaveLength(0);
  });

  it('for a path without a page, a page without its shell, or a request that does not want HTML', async () => {
    for (const url of ['/no-such-page', '/people/abc']) {
      const res = await documentAt(gateway(), url, { cookie: COOKIE });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe((await asBefore(url)).body);
    }
    const json = await gateway().inject({ url: '/blogs', headers: { accept: 'application/json', cookie: COOKIE } });
    expect(json.statusCode).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it.each<[string, RenderPage]>([
    ['draws nothing', async () => null],
    ['throws', async () => Promise.reject(new Error('render failed'))],
    ['throws before its promise', (() => {
      throw new Error('sync failure');
    }) as RenderPage],
    ['names a user that cannot be an attribute', async () => ({ userId: 'u1" onload="x', html: '<main></main>', reads: '[]' })],
    ['answers something that is not a page', async () => ({ userId: 'u1' }) as unknown as RenderedPage],
  ])('when the renderer %s', async (_name, failing) => {
    behaviour = failing;
    const before = await asBefore('/blogs?x=1');
    const res = await documentAt(gateway(), '/blogs?x=1', { cookie: COOKIE });
    expect(calls).toHaveLength(1);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(before.body);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it(`when the renderer takes longer than ${RENDER_BUDGET_MS} ms, which is told to stop`, async () => {
    let aborted: unknown;
    behaviour = ({ signal }) =>
      new Promise<RenderedPage>((resolve) => {
        signal?.addEventListener('abort', () => (aborted = signal.reason));
        setTimeout(() => resolve({ userId: 'u123', html: '<main>late</main>', reads: '[]' }), 2000);
      });
    const started = performance.now();
    const res = await documentAt(gateway(), '/blogs', { cookie: COOKIE });
    const took = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shell('blogs'));
    expect(took).toBeGreaterThanOrEqual(RENDER_BUDGET_MS - 5);
    expect(took).toBeLessThan(RENDER_BUDGET_MS + 500);
    expect(aborted).toBeInstanceOf(Error);
  });

  it("when the renderer's read is cut off by the budget", async () => {
    behaviour = async ({ token, fetch, signal }) => {
      await fetch('/api/slow', { method: 'GET', headers: { authorization: `Bearer ${token}` }, signal });
      return { userId: 'u123', html: '<main>never</main>', reads: '[]' };
    };
    const res = await documentAt(gateway(), '/blogs', { cookie: COOKIE });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shell('blogs'));
  });
});

describe("the renderer's fetch", () => {
  it('reads /api/ paths only', async () => {
    const refused: unknown[] = [];
    behaviour = async ({ fetch, signal }) => {
      for (const path of ['/blogs', 'http://example.com/api/x', '//example.com/api/x', '/apix']) {
        await fetch(path, { method: 'GET', headers: {}, signal }).catch((error: unknown) => refused.push(error));
      }
      return null;
    };
    await documentAt(gateways.proxied, '/blogs', { cookie: COOKIE });
    expect(refused).toHaveLength(4);
    for (const error of refused) expect(error).toBeInstanceOf(TypeError);
  });

  it.each(gatewayModes)("answers with the upstream's status, headers and body (%s)", async (mode) => {
    let seen: { status: number; type: string | null; body: unknown } | undefined;
    behaviour = async ({ token, fetch, signal }) => {
      const res = await fetch('/api/unavailable', { method: 'GET', headers: { authorization: `Bearer ${token}` }, signal });
      seen = { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
      return null;
    };
    await documentAt(gateways[mode], '/blogs', { cookie: COOKIE });
    expect(seen).toEqual({ status: 503, type: expect.stringMatching(/^application\/json/), body: { success: false } });
  });
});

describe('the server renderer as a file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gateway-ssr-'));
    await writeFile(
      join(dir, 'server-render.js'),
      'export async function renderPage({ url, token }) { return { userId: "u9", html: `<main>${url} ${token.length}</main>`, reads: "[]" }; }\n',
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is loaded from the path it is given', async () => {
    const gateway = await buildGateway({ apiUrl: api.url, notifyUrl: notify.url, webRoot, serverRenderer: join(dir, 'server-render.js') });
    others.push(gateway);
    const res = await documentAt(gateway, '/blogs', { cookie: COOKIE });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(`data-user="u9"><main>/blogs ${TOKEN.length}</main></div>`);
  });

  it('leaves the shells as they were while there is none', async () => {
    const gateway = await buildGateway({ apiUrl: api.url, notifyUrl: notify.url, webRoot, serverRenderer: join(dir, 'missing', 'server-render.js') });
    others.push(gateway);
    for (let i = 0; i < 2; i++) {
      const res = await documentAt(gateway, '/blogs', { cookie: COOKIE });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(shell('blogs'));
    }
  });
});
