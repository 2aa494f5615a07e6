import fp from 'fastify-plugin';
import { pageManifestIn } from '../page-manifest';
import { originOf } from '../public-pages';

export interface CrawlerFilesOptions {
  /** The built web app (web/dist), whose page manifest lists the public pages. */
  webRoot: string;
  /** The site's public origin (APP_URL); else each request's own. */
  publicOrigin?: string;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const text = (description: string) => ({ hide: true, response: { 200: { description, type: 'string' } } });

/**
 * /robots.txt and /sitemap.xml for search engines: the sitemap lists the app's indexed public pages
 * (the landing page and the static pages), from the build's page manifest, at the public origin.
 */
export default fp<CrawlerFilesOptions>(
  async function crawlerFiles(app, opts) {
    const manifest = pageManifestIn(opts.webRoot);

    app.get('/robots.txt', { schema: text('Which paths crawlers may read, and where the sitemap is.') }, (request, reply) => {
      const origin = originOf(request, opts.publicOrigin);
      const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /socket.io/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
      return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(body);
    });

    app.get('/sitemap.xml', { schema: text('The public pages, for search engines (sitemaps.org 0.9).') }, (request, reply) => {
      const origin = originOf(request, opts.publicOrigin);
      const urls = manifest
        .pages()
        .filter((page) => page.public && page.indexed && !page.path.includes('$'))
        .map((page) => `<url><loc>${escapeXml(new URL(page.path, origin).href)}</loc></url>`);
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
      return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
    });
  },
  { name: 'crawler-files' },
);
