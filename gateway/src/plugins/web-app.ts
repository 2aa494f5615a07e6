import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { appPageFor } from '@startupsetu/sw/routes';
import { SHARE_QUERY, SHARE_REFUSED, SHARE_TARGET_PATH, takesShareFrom } from '@startupsetu/sw/share-target-rules';
import { isProxiedPath } from '../upstreams';

export interface WebAppOptions {
  /** The Vite build output (web/dist). It may be missing: the API still works. */
  webRoot: string;
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

/** The pages of one thing (/<list>/<id>), by their list's name: their shell's name. */
const SHELLS_OF_ONE: Record<string, string> = { people: 'people', blogs: 'blog' };

/**
 * The prerendered shell of the page at `pathname` (web/build/pages.ts writes shells/<name>.html
 * for /<name> in any case, shells/people.html for /people/<id>, shells/blog.html for /blogs/<id>,
 * shells/dashboard-<role>.html for /dashboard/<role>, and the static public pages whole the same
 * way), if the path can have one; the build may not have written it.
 */
export function shellPageFor(pathname: string): string | undefined {
  const [, name, id, ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (!name || !/^[A-Za-z_]+(?:-[A-Za-z_]+)*$/.test(name) || rest.length > 0) return undefined;
  const lower = name.toLowerCase();
  if (!id) return Object.values(SHELLS_OF_ONE).includes(lower) ? undefined : `shells/${lower}.html`;
  if (lower === 'dashboard') return /^[A-Za-z]+$/.test(id) ? `shells/dashboard-${id.toLowerCase()}.html` : undefined;
  return SHELLS_OF_ONE[lower] && `shells/${SHELLS_OF_ONE[lower]}.html`;
}

function wantsPage(accept: string | undefined): boolean {
  return (accept ?? '').includes('text/html');
}

export default fp<WebAppOptions>(
  async function webApp(app, opts) {
    const webRoot = resolve(opts.webRoot);

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
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply, LANDING_PAGE, APP_SHELL));

    // A share into the app the service worker did not take (not installed, or updating): the file
    // cannot be kept without it, so the user lands on their dashboard to pick it there. One posted
    // by another site lands there saying it was refused, as the worker answers it.
    await app.register(async (share) => {
      share.addContentTypeParser('*', (_request, payload, done) => {
        payload.resume();
        done(null);
      });
      share.post(SHARE_TARGET_PATH, { schema: { hide: true } }, (request, reply) => {
        const site = request.headers['sec-fetch-site'];
        const taken = takesShareFrom(typeof site === 'string' ? site : undefined);
        return reply.redirect(taken ? '/dashboard' : `/dashboard?${SHARE_QUERY}=${SHARE_REFUSED}`, 303);
      });
    });

    // SPA fallback: client-side routes (/signin, /dashboard/Investor, …) answer index.html.
    // Proxied families never get here unless their method is not proxied.
    app.setNotFoundHandler((request, reply) => {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isRead && !isProxiedPath(request.url) && wantsPage(request.headers.accept)) {
        // A signed-in page opens on its own shell when the build has one (a role dashboard on its
        // role's); else as the service worker answers it (a role dashboard on dashboard.html).
        const pathname = request.url.split('?')[0]!;
        const shell = shellPageFor(pathname);
        return sendPage(reply, ...(shell ? [shell] : []), appPageFor(pathname), APP_SHELL);
      }
      return reply.code(404).send({ success: false, message: 'Not found.', error: 'Not Found' });
    });
  },
  { name: 'web-app' },
);
