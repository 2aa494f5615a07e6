import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
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

function wantsPage(url: string, accept: string | undefined): boolean {
  return url === '/' || url.startsWith('/?') || (accept ?? '').includes('text/html');
}

export default fp<WebAppOptions>(
  async function webApp(app, opts) {
    const webRoot = resolve(opts.webRoot);
    const indexFile = join(webRoot, 'index.html');

    await app.register(fastifyStatic, {
      root: webRoot,
      cacheControl: false,
      dotfiles: 'ignore',
      // The build writes .br and .gz copies of its text files (web/vite.config.ts): sent to browsers that take them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // A compressed copy is cached like the file it stands for (sw.js.br must be revalidated like sw.js).
        reply.header('cache-control', cacheControlFor(relative(webRoot, filePath).replace(/\.(br|gz)$/, '')));
      },
    });

    // SPA fallback: client-side routes (/signin, /dashboard/Investor, …) answer index.html.
    // Proxied families never get here unless their method is not proxied.
    app.setNotFoundHandler((request, reply) => {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isRead && !isProxiedPath(request.url) && wantsPage(request.url, request.headers.accept)) {
        if (!existsSync(indexFile)) {
          return reply.code(503).send({
            success: false,
            message: 'The web app has not been built. Run npm run build.',
            error: 'Service Unavailable',
          });
        }
        return reply.code(200).sendFile('index.html');
      }
      return reply.code(404).send({ success: false, message: 'Not found.', error: 'Not Found' });
    });
  },
  { name: 'web-app' },
);
