import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { pageManifestIn } from '../page-manifest';
import type { LinkPreviewSource } from '../link-previews';
import { publicPageSender } from '../public-pages';
import { defaultServerRenderer, signedInPageSender, type ServerRenderer } from '../signed-in-pages';
import { isProxiedPath } from '../upstreams';

export interface WebAppOptions {
  /** The Vite build output (web/dist). It may be missing: the API still works. */
  webRoot: string;
  /** The site's public origin (APP_URL), for the links in public pages' heads; else each request's own. */
  publicOrigin?: string;
  /** Where item pages' link previews are read (the api's GET /api/link-previews). */
  previews?: LinkPreviewSource;
  /**
   * What draws a signed-in page for the visitor whose session cookie a document request carries: the
   * web build's server renderer (default: web/dist-ssr/server-render.js beside the web root), a file
   * exporting renderPage, the function itself, or false for none.
   */
  serverRenderer?: ServerRenderer;
}

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const modest = 'public, max-age=86400';

// Files whose names never change between releases: they must be revalidated, or an installed
// PWA keeps running an old release.
const unhashedEntryPoints = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

/** Cache-Control for a file, given its path relative to the web root. */
export function cacheControlFor(relativePath: string): string {
  const path = relativePath.split(sep).join('/');
  if (path.startsWith('assets/')) return immutable;
  if (unhashedEntryPoints.has(path) || path.endsWith('.html')) return revalidate;
  return modest;
}

const APP_SHELL = 'index.html';
const LANDING_PAGE = 'landing.html';

function wantsPage(accept: string | undefined): boolean {
  return (accept ?? '').includes('text/html');
}

export default fp<WebAppOptions>(
  async function webApp(app, opts) {
    const webRoot = resolve(opts.webRoot);
    // The app's pages, from the build's manifest (web/build/pages.ts writes it from the route tree).
    const manifest = pageManifestIn(webRoot);
    const sendPublicPage = publicPageSender(webRoot, opts.publicOrigin, { previews: opts.previews });
    const sendSignedInPage = signedInPageSender(app, webRoot, { renderer: opts.serverRenderer ?? defaultServerRenderer(webRoot) });

    await app.register(fastifyStatic, {
      root: webRoot,
      cacheControl: false,
      dotfiles: 'ignore',
      // `/` is answered below, with the prerendered landing page rather than index.html.
      index: false,
      // The build writes .br and .gz copies of its text files (web/build/precompress.ts): sent to browsers that take them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // A compressed copy is cached like the file it stands for (sw.js.br must be revalidated like sw.js).
        reply.header('cache-control', cacheControlFor(relative(webRoot, filePath).replace(/\.(br|gz)$/, '')));
      },
    });

    /** The first of `pages` the build has written, or a 503 JSON while the web app is not built. */
    const sendPage = (reply: FastifyReply, ...pages: string[]) => {
      const built = pages.find((page) => existsSync(join(webRoot, page)));
      if (!built) {
        return reply.code(503).send({
          success: false,
          message: 'The web app has not been built. Run npm run build.',
          error: 'Service Unavailable',
        });
      }
      return reply.code(200).sendFile(built);
    };

    // The landing page comes with its HTML already rendered (web/build/pages.ts writes landing.html),
    // so it shows before any script has run. A build without it gets the app shell.
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      const page = manifest.pageAt('/');
      return (page?.public && (await sendPublicPage(request, reply, page))) || sendPage(reply, LANDING_PAGE, APP_SHELL);
    });

    // A share into the app the service worker did not take (not installed, or updating): the file
    // cannot be kept without it, so the user lands on their dashboard to pick it there. One posted
    // by another site lands there saying it was refused, as the worker answers it. Answered before
    // its body is read (it is drained, never parsed), at the path the build's manifest names.
    app.addHook('onRequest', (request, reply, done) => {
      const share = request.method === 'POST' ? manifest.shareTarget() : undefined;
      if (!share || request.url.split('?')[0] !== share.path) return done();
      request.raw.resume();
      const site = request.headers['sec-fetch-site'];
      void reply.redirect(typeof site === 'string' && share.sites.includes(site) ? share.opens : share.refused, 303);
    });

    // SPA fallback: client-side routes (/signin, /dashboard/Investor, …) answer index.html.
    // Proxied families never get here unless their method is not proxied.
    app.setNotFoundHandler(async (request, reply) => {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isRead && !isProxiedPath(request.url)) {
        // A page opens on its own shell (a public one with its head written for the URL asked for,
        // also for a link preview's crawler, which may not say it wants HTML); else as the service
        // worker answers it (a role dashboard on dashboard.html); a path the app has no page for on
        // the app shell, which draws its not-found page.
        const page = manifest.pageAt(request.url.split('?')[0]!);
        const publicPage = page?.public && (await sendPublicPage(request, reply, page));
        if (publicPage) return publicPage;
        if (wantsPage(request.headers.accept)) {
          if (!page) return sendPage(reply, APP_SHELL);
          // A signed-in page, drawn for the visitor whose session cookie this is; else its shell.
          const drawn = !page.public && (await sendSignedInPage(request, reply, page));
          return drawn || sendPage(reply, page.shell, page.appPage, APP_SHELL);
        }
      }
      return reply.code(404).send({ success: false, message: 'Not found.', error: 'Not Found' });
    });
  },
  { name: 'web-app' },
);
