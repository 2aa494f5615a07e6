import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app';
import { type EchoReply, makeWebRoot, startEchoUpstream, type Upstream } from '../test-support';
import { cacheControlFor } from './web-app';

const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const immutable = 'public, max-age=31536000, immutable';

let api: Upstream;
let webRoot: string;
let gateway: FastifyInstance;

beforeAll(async () => {
  [api, webRoot] = await Promise.all([startEchoUpstream('api'), makeWebRoot()]);
  gateway = await buildGateway({ apiUrl: api.url, notifyUrl: api.url, webRoot });
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('precompressed copies', () => {
  const worker = 'self.addEventListener("install", () => {});';
  const page = '<!doctype html><title>StartupSetu</title><div id="root"></div>';

  beforeAll(async () => {
    await writeFile(join(webRoot, 'sw.js.br'), brotliCompressSync(worker));
    await writeFile(join(webRoot, 'index.html.gz'), gzipSync(page));
  });

  afterAll(async () => {
    await rm(join(webRoot, 'sw.js.br'));
    await rm(join(webRoot, 'index.html.gz'));
  });

  it('sends the brotli copy to a browser that accepts it, cached like the file itself', async () => {
    const res = await gateway.inject({ url: '/sw.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(worker);
  });

  it('sends the page of a client-side route gzipped, still no-cache', async () => {
    const res = await gateway.inject({ url: '/dashboard/Investor', headers: { accept: html, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.rawPayload).toString()).toBe(page);
  });

  it('sends the plain file to a client that takes no compression', async () => {
    const res = await gateway.inject({ url: '/sw.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(worker);
  });
});

describe('the share target without the service worker', () => {
  const shareFrom = (site: string | undefined) =>
    gateway.inject({
      method: 'POST',
      url: '/share-video',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...(site && { 'sec-fetch-site': site }) },
      payload: '--x\r\nContent-Disposition: form-data; name="video"; filename="p.mp4"\r\nContent-Type: video/mp4\r\n\r\nbytes\r\n--x--\r\n',
    });

  it('opens the dashboard, where the video can be picked (the file is not kept without the worker)', async () => {
    for (const site of ['none', 'same-origin']) {
      const res = await shareFrom(site);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/dashboard');
    }
  });

  it("opens the dashboard saying the share was refused when another site's form posted it", async () => {
    for (const site of ['cross-site', 'same-site', undefined]) {
      const res = await shareFrom(site);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/dashboard?share=refused');
    }
  });
});

describe('static files', () => {
  it('serves hashed assets as immutable', async () => {
    const res = await gateway.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app");');
    expect(res.headers['cache-control']).toBe(immutable);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  });

  it.each(['/', '/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest'])(
    'serves %s as no-cache',
    async (url) => {
      const res = await gateway.inject({ url, headers: { accept: html } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the manifest as application/manifest+json', async () => {
    const res = await gateway.inject({ url: '/manifest.webmanifest' });
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({ name: 'StartupSetu' });
  });

  it('gives other files a modest max-age', async () => {
    const res = await gateway.inject({ url: '/icons/icon-192.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('does not serve dotfiles', async () => {
    const res = await gateway.inject({ url: '/.env' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('SECRET');
  });

  it('picks the cache policy by location and name', () => {
    expect(cacheControlFor(join('assets', 'index-Bx1.css'))).toBe(immutable);
    expect(cacheControlFor('sw.js')).toBe('no-cache');
    expect(cacheControlFor(join('guides', 'intro.webm'))).toBe('public, max-age=86400');
    expect(cacheControlFor(join('articles', 'a.svg'))).toBe('public, max-age=86400');
  });
});

describe('the landing page', () => {
  const landing = '<!doctype html><title>StartupSetu</title><div id="root"><h1>Turn your idea into a startup</h1></div>';

  it('answers / with the app shell while the build has no prerendered landing page', async () => {
    const res = await gateway.inject({ url: '/', headers: { accept: html } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><title>StartupSetu</title><div id="root"></div>');
  });

  describe('prerendered', () => {
    beforeAll(() => writeFile(join(webRoot, 'landing.html'), landing));
    afterAll(() => rm(join(webRoot, 'landing.html')));

    it.each(['/', '/?utm_source=whatsapp'])('answers %s with it, no-cache', async (url) => {
      const res = await gateway.inject({ url, headers: { accept: html } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(landing);
    });

    it('keeps the app shell for every other page', async () => {
      for (const url of ['/index.html', '/signin']) {
        const res = await gateway.inject({ url, headers: { accept: html } });
        expect(res.body).not.toContain('Turn your idea');
      }
    });
  });
});

describe('SPA fallback', () => {
  it.each(['/signin', '/dashboard/Investor', '/Notification?x=1'])('answers index.html for the page %s', async (url) => {
    const res = await gateway.inject({ url, headers: { accept: html } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  describe("with a dashboard's shell built", () => {
    const dashboardShell = '<!doctype html><title>StartupSetu</title><div id="root" data-shell="dashboard"><h1>Dashboard</h1></div>';
    beforeAll(() => writeFile(join(webRoot, 'dashboard.html'), dashboardShell));
    afterAll(() => rm(join(webRoot, 'dashboard.html')));

    it.each(['/dashboard/Investor', '/dashboard/hustler/', '/dashboard/Cofounder?from=mail'])('answers %s with it, no-cache', async (url) => {
      const res = await gateway.inject({ url, headers: { accept: html } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(dashboardShell);
    });

    it('keeps the app shell for every other page', async () => {
      for (const url of ['/dashboard', '/videos', '/signin?redirect=/dashboard/Investor']) {
        const res = await gateway.inject({ url, headers: { accept: html } });
        expect(res.body).toContain('<div id="root">');
      }
    });

    describe("and a role's own", () => {
      const investorShell = '<!doctype html><title>StartupSetu</title><div id="root" data-shell="dashboard-investor"><h1>Investor Dashboard</h1></div>';
      beforeAll(async () => {
        await mkdir(join(webRoot, 'shells'), { recursive: true });
        await writeFile(join(webRoot, 'shells', 'dashboard-investor.html'), investorShell);
      });
      afterAll(() => rm(join(webRoot, 'shells'), { recursive: true }));

      it.each(['/dashboard/Investor', '/DASHBOARD/investor/', '/dashboard/investor?from=mail'])('answers %s with the role\'s shell', async (url) => {
        const res = await gateway.inject({ url, headers: { accept: html } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toBe(investorShell);
      });

      it("answers another role's dashboard with dashboard.html, and names that only look like a role with the app shell", async () => {
        const res = await gateway.inject({ url: '/dashboard/hustler', headers: { accept: html } });
        expect(res.body).toBe(dashboardShell);
        for (const url of ['/dashboard/investor-x', '/dashboard/..%2Finvestor', '/dashboard/investor%2F']) {
          const res = await gateway.inject({ url, headers: { accept: html } });
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).toBe('<!doctype html><title>StartupSetu</title><div id="root"></div>');
        }
      });
    });
  });

  describe("with signed-in pages' shells built", () => {
    const shell = (name: string) => `<!doctype html><title>StartupSetu</title><div id="root" data-shell="${name}"></div>`;
    beforeAll(async () => {
      await mkdir(join(webRoot, 'shells'), { recursive: true });
      await Promise.all(['blogs', 'blog', 'people', 'privacy-policy'].map((name) => writeFile(join(webRoot, 'shells', `${name}.html`), shell(name))));
    });
    afterAll(() => rm(join(webRoot, 'shells'), { recursive: true }));

    it.each([
      ['/blogs', 'blogs'],
      ['/BLOGS/', 'blogs'],
      ['/blogs?from=mail', 'blogs'],
      ['/people/abc123', 'people'],
      ['/blogs/abc123', 'blog'],
      ['/privacy-policy', 'privacy-policy'],
    ])('answers %s with its shell, no-cache', async (url, name) => {
      const res = await gateway.inject({ url, headers: { accept: html } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(shell(name));
    });

    it('keeps the app shell for a page without one, and for paths that only look like one', async () => {
      for (const url of ['/signin', '/talks', '/people', '/blog', '/talks/abc', '/blogs/abc/more', '/people/abc/more', '/..%2Fshells%2Fblogs', '/-privacy-policy', '/privacy--policy', '/.%2Fprivacy-policy']) {
        const res = await gateway.inject({ url, headers: { accept: html } });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<div id="root">');
      }
    });
  });

  it('answers JSON 404 for unknown files that are not pages', async () => {
    for (const url of ['/assets/app-gone.js', '/nope.txt', '/signin']) {
      const res = await gateway.inject({ url, headers: { accept: '*/*' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found.', error: 'Not Found' });
    }
  });

  it('answers JSON 404 to a page POST', async () => {
    const res = await gateway.inject({ method: 'POST', url: '/signin', headers: { accept: html } });
    expect(res.statusCode).toBe(404);
  });

  it('proxies unknown /api paths even when a page is asked for', async () => {
    const res = await gateway.inject({ url: '/api/not-a-route', headers: { accept: html } });
    expect(res.json<EchoReply>()).toMatchObject({ service: 'api', url: '/api/not-a-route' });
  });
});

describe('without a built web app', () => {
  it('still starts, proxies the API and says the web app is not built', async () => {
    const gw = await buildGateway({ apiUrl: api.url, notifyUrl: api.url, webRoot: join(webRoot, 'missing') });
    try {
      for (const url of ['/', '/signin']) {
        const page = await gw.inject({ url, headers: { accept: html } });
        expect(page.statusCode).toBe(503);
        expect(page.json()).toMatchObject({
          success: false,
          message: 'The web app has not been built. Run npm run build.',
        });
      }
      expect((await gw.inject({ url: '/api/users' })).json<EchoReply>()).toMatchObject({ service: 'api' });
      expect((await gw.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await gw.close();
    }
  });
});
