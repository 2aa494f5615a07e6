import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app';
import { fetchWithTimeout, makeWebRoot, startEchoUpstream, testPage, type Upstream } from '../test-support';

// A link pasted into WhatsApp, LinkedIn or Slack is previewed from the page's HTML as the server
// sends it: the crawler runs no script. Asked for over HTTP as such a crawler asks.
const CRAWLER = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const page = (title: string) =>
  `<!doctype html><html><head><meta charset="UTF-8" /><!--page-head--><title>${title}</title><meta name="description" content="StartupSetu" /><!--/page-head--></head><body><div id="root"><h1>${title}</h1></div></body></html>`;

let api: Upstream;
let webRoot: string;

const PAGES = [
  testPage('/', 'landing.html', { public: true, title: "StartupSetu: India's startup community" }),
  testPage('/AboutUs', 'shells/aboutus.html', { public: true, title: 'About Us · StartupSetu' }),
  testPage('/reset-password', 'shells/reset-password.html', { public: true, indexed: false, title: 'Reset Password · StartupSetu' }),
  testPage('/messages', 'shells/messages.html', { title: 'Messages · StartupSetu' }),
];

beforeAll(async () => {
  [api, webRoot] = await Promise.all([startEchoUpstream('api'), makeWebRoot()]);
  await mkdir(join(webRoot, 'shells'));
  await writeFile(join(webRoot, 'pages.json'), JSON.stringify({ pages: PAGES }));
  await writeFile(join(webRoot, 'landing.html'), page('StartupSetu'));
  await Promise.all(['aboutus', 'reset-password', 'messages'].map((name) => writeFile(join(webRoot, 'shells', `${name}.html`), page(name))));
});

afterAll(async () => {
  await api?.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function listening(publicOrigin?: string): Promise<{ gateway: FastifyInstance; origin: string }> {
  const gateway = await buildGateway({ apiUrl: api.url, notifyUrl: api.url, webRoot, publicOrigin });
  const origin = await gateway.listen({ host: '127.0.0.1', port: 0 });
  return { gateway, origin };
}

/** The head's tags as a crawler reads them: by attribute, without running anything. */
function headOf(html: string) {
  const meta = (attribute: string, key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length,
    description: meta('name', 'description'),
    descriptions: html.match(/<meta name="description"/g)?.length,
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogImage: meta('property', 'og:image'),
    ogUrl: meta('property', 'og:url'),
    twitterCard: meta('name', 'twitter:card'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    robots: meta('name', 'robots'),
  };
}

describe('public pages as a link preview reads them', () => {
  it('answers a public page with its own title, description, Open Graph and Twitter tags and canonical link, at the public origin', async () => {
    const { gateway } = await listening('https://startupsetu.example');
    try {
      const origin = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
      const res = await fetchWithTimeout(`${origin}/aboutus?utm_source=whatsapp`, { headers: { 'user-agent': CRAWLER, accept: '*/*' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(headOf(html)).toEqual({
        title: 'About Us · StartupSetu',
        titles: 1,
        description: 'About /AboutUs.',
        descriptions: 1,
        ogTitle: 'About Us · StartupSetu',
        ogDescription: 'About /AboutUs.',
        ogImage: 'https://startupsetu.example/icons/icon-192.png',
        ogUrl: 'https://startupsetu.example/AboutUs',
        twitterCard: 'summary',
        canonical: 'https://startupsetu.example/AboutUs',
        robots: undefined,
      });
      expect(html).toContain('<h1>aboutus</h1>');
    } finally {
      await gateway.close();
    }
  });

  it("answers the landing page, compressed for a browser, its links on the request's own origin without a configured one", async () => {
    const { gateway, origin } = await listening();
    try {
      const res = await fetchWithTimeout(`${origin}/`, { headers: { 'user-agent': CRAWLER, accept: 'text/html', 'accept-encoding': 'gzip' } });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const head = headOf(await res.text());
      expect(head).toMatchObject({ title: "StartupSetu: India's startup community", ogUrl: `${origin}/`, canonical: `${origin}/` });
      expect(head.ogImage).toBe(`${origin}/icons/icon-192.png`);
    } finally {
      await gateway.close();
    }
  });

  it('tells crawlers not to index a page whose link carries a token, and leaves signed-in pages as built', async () => {
    const { gateway, origin } = await listening('https://startupsetu.example');
    try {
      const reset = await fetchWithTimeout(`${origin}/reset-password?token=secret`, { headers: { 'user-agent': CRAWLER, accept: 'text/html' } });
      const head = headOf(await reset.text());
      expect(head.robots).toBe('noindex');
      expect(head.ogUrl).toBe('https://startupsetu.example/reset-password');
      const messages = await fetchWithTimeout(`${origin}/messages`, { headers: { 'user-agent': CRAWLER, accept: 'text/html' } });
      expect(await messages.text()).toBe(page('messages'));
    } finally {
      await gateway.close();
    }
  });
});

describe('robots.txt and the sitemap', () => {
  it('lets crawlers read the pages, not the API, and names the sitemap', async () => {
    const { gateway, origin } = await listening('https://startupsetu.example');
    try {
      const res = await fetchWithTimeout(`${origin}/robots.txt`, { headers: { 'user-agent': CRAWLER } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const body = await res.text();
      expect(body).toMatch(/^User-agent: \*$/m);
      expect(body).toMatch(/^Disallow: \/api\/$/m);
      expect(body).toMatch(/^Sitemap: https:\/\/startupsetu\.example\/sitemap\.xml$/m);
    } finally {
      await gateway.close();
    }
  });

  it('lists the indexed public pages only, at absolute URLs', async () => {
    const { gateway, origin } = await listening();
    try {
      const res = await fetchWithTimeout(`${origin}/sitemap.xml`, { headers: { 'user-agent': CRAWLER } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      const body = await res.text();
      expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
      expect([...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([`${origin}/`, `${origin}/AboutUs`]);
    } finally {
      await gateway.close();
    }
  });
});
