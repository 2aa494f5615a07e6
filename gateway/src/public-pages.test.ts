import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicPageSender } from './public-pages';
import type { LinkPreviewSource } from './link-previews';
import { RecentlyUsed } from './recently-used';
import { testPage } from './test-support';

const PAGE = testPage('/AboutUs', 'shells/aboutus.html', { public: true, title: 'About Us · StartupSetu' });
const shell = (body: string) => `<!doctype html><html><head><!--page-head--><title>About Us</title><!--/page-head--></head><body>${body}</body></html>`;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

let webRoot: string;
let app: FastifyInstance | undefined;

beforeEach(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'gateway-public-pages-'));
  await mkdir(join(webRoot, 'shells'));
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  await rm(webRoot, { recursive: true, force: true });
});

/** A server that answers every path with PAGE through the sender, or 404 'no shell' when it sends nothing. */
function serving(publicOrigin?: string, rendered?: RecentlyUsed<Buffer>, page = PAGE, previews?: LinkPreviewSource): FastifyInstance {
  const send = publicPageSender(webRoot, publicOrigin, { rendered, previews });
  app = Fastify();
  app.get('/*', async (request, reply) => (await send(request, reply, page)) ?? reply.code(404).send('no shell'));
  return app;
}

const ask = (host: string, encoding?: string) =>
  app!.inject({ url: '/AboutUs', headers: { host, ...(encoding && { 'accept-encoding': encoding }) } });

describe('public pages as the gateway renders them', () => {
  it('reads a shell once the build has written it, and not again', async () => {
    serving();
    expect((await ask('a.example')).statusCode).toBe(404);
    await writeFile(join(webRoot, PAGE.shell), shell('first build'));
    const first = await ask('a.example');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('first build');

    // Rendered anew for another host, from the shell it read.
    await writeFile(join(webRoot, PAGE.shell), shell('second build'));
    const second = await ask('b.example');
    expect(second.body).toContain('first build');
    expect(canonicalOf(second.body)).toBe('http://b.example/AboutUs');
  });

  it('sends the same page encoded as each client takes it, with the same headers', async () => {
    await writeFile(join(webRoot, PAGE.shell), shell('about'));
    serving('https://startupsetu.example');
    const plain = await ask('a.example');
    const br = await ask('a.example', 'gzip, deflate, br');
    const gzip = await ask('a.example', 'gzip');
    for (const res of [plain, br, gzip]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['vary']).toBe('accept-encoding');
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(canonicalOf(plain.body)).toBe('https://startupsetu.example/AboutUs');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps a bounded number of rendered pages however many hosts it is asked for, each rendered for its own', async () => {
    await writeFile(join(webRoot, PAGE.shell), shell('about'));
    const rendered = new RecentlyUsed<Buffer>(3);
    serving(undefined, rendered);
    for (let i = 0; i < 20; i++) {
      const res = await ask(`host-${i}.example`, 'br');
      expect(canonicalOf(brotliDecompressSync(res.rawPayload).toString())).toBe(`http://host-${i}.example/AboutUs`);
    }
    expect(rendered.size).toBe(3);
    // One dropped is rendered again, for its own host still.
    const again = await ask('host-0.example', 'br');
    expect(canonicalOf(brotliDecompressSync(again.rawPayload).toString())).toBe('http://host-0.example/AboutUs');
    expect(rendered.size).toBe(3);
  });

  it('renders a page once per encoding on the configured public origin, whatever the Host header says', async () => {
    await writeFile(join(webRoot, PAGE.shell), shell('about'));
    const rendered = new RecentlyUsed<Buffer>(100);
    serving('https://startupsetu.example', rendered);
    const bodies = new Set<string>();
    for (let i = 0; i < 20; i++) bodies.add((await ask(`host-${i}.example`, 'br')).rawPayload.toString('base64'));
    expect(bodies.size).toBe(1);
    expect(rendered.size).toBe(1);
  });
});

describe('RecentlyUsed', () => {
  it('drops the least recently used value for a new one beyond its size', () => {
    const cache = new RecentlyUsed<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces the value of a key it holds without dropping another', () => {
    const cache = new RecentlyUsed<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBe(10);
    expect(cache.get('b')).toBe(2);
  });

  it("writes an item page's head from its preview, and answers 404 for an item the public cannot see", async () => {
    const page = testPage('/startups/$slug', 'shells/startups-slug.html', { public: true, preview: true, title: 'Startup · StartupSetu' });
    await writeFile(join(webRoot, page.shell), shell('a startup'));
    const previews: LinkPreviewSource = async (path) =>
      path === '/startups/mandi-cool' ? { title: 'Mandi Cool', description: 'Cold rooms · Agritech', image: '/media/logo.png' } : path === '/startups/gone' ? null : undefined;
    serving('https://startupsetu.example', undefined, page, previews);

    const known = await app!.inject({ url: '/startups/mandi-cool' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('<title>Mandi Cool · StartupSetu</title>');
    expect(known.body).toContain('<meta property="og:description" content="Cold rooms · Agritech" />');
    expect(known.body).toContain('<meta property="og:image" content="https://startupsetu.example/media/logo.png" />');
    expect(canonicalOf(known.body)).toBe('https://startupsetu.example/startups/mandi-cool');

    const gone = await app!.inject({ url: '/startups/gone' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<title>Startup · StartupSetu</title>');

    // The api could not say: the page goes with its route's head.
    const unknown = await app!.inject({ url: '/startups/unsure' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>Startup · StartupSetu</title>');
  });
});
