import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canonicalUrlOf, withHeadFor } from './page-heads';
import { RecentlyUsed } from './recently-used';
import type { LinkPreview } from '@startupsetu/server-core/contract/link-preview-schemas';
import type { ManifestPage } from '@startupsetu/server-core/contract/page-manifest';
import type { LinkPreviewSource } from './link-previews';

/** Rendered pages kept, compressed: the public pages are few, but the hosts they are asked for are not ours to bound. */
export const MAX_CACHED = 200;

/**
 * Brotli's quality for a page rendered for one URL of a fixed few (a page without params on the
 * configured public origin): compressed once, as small as it is worth. Any other (on the request's
 * own host, or at a path param's) may be asked for at a new URL by every request, each one compressed
 * anew: at a quality that costs about what gzip's does (quality 9 costs many times more for a 70 kB
 * page, to save some 4% of its bytes).
 */
export const BROTLI_QUALITY = { fixed: 9, varying: 5 } as const;

/** The origin links to the site are made from: the configured public origin, else the request's own (behind trusted proxies, as they forward it). */
export function originOf(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding a page goes in for this Accept-Encoding: brotli, else gzip, else none. */
export function encodingFor(accept: string | string[] | undefined): Encoding {
  const header = String(accept ?? '');
  if (/\bbr\b/.test(header)) return 'br';
  return /\bgzip\b/.test(header) ? 'gzip' : 'identity';
}

/** The page's bytes in `encoding`. */
export function encode(html: string, encoding: Encoding, brotliQuality: number): Buffer {
  if (encoding === 'br') return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } });
  return encoding === 'gzip' ? gzipSync(html, { level: 9 }) : Buffer.from(html);
}

/**
 * The build's shells in `webRoot`, by name (ManifestPage.shell): each read once it is there (the build
 * does not change under a running gateway) and kept; undefined while it is not.
 */
export function shellsIn(webRoot: string): (name: string) => string | undefined {
  const shells = new Map<string, string>();
  return (name) => {
    let html = shells.get(name);
    if (html === undefined) {
      const file = join(webRoot, name);
      if (!existsSync(file)) return undefined;
      html = readFileSync(file, 'utf8');
      shells.set(name, html);
    }
    return html;
  };
}

/** The page's head for one item (its preview): the item's title, line and picture in place of the route's. */
function withPreview(page: ManifestPage, preview: LinkPreview): ManifestPage {
  return { ...page, head: { title: `${preview.title} · StartupSetu`, description: preview.description, image: preview.image ?? page.head.image } };
}

export interface PublicPageSenderOptions {
  /** The pages last rendered, encoded (MAX_CACHED of them by default). */
  rendered?: RecentlyUsed<Buffer>;
  /** Where an item page's preview is read (ManifestPage.preview); without it, such a page goes with its route's head. */
  previews?: LinkPreviewSource;
}

/**
 * Sends a public page (readable signed out) with its head rendered for the URL asked for: title,
 * description, Open Graph and Twitter tags and the canonical link, in the HTML itself, so a link
 * preview shows it without running a script. An item's page (a startup's) carries the item's own
 * preview, read from the api; a path that shows no item the public may see answers 404 (the app
 * still draws its 'not found'). Undefined when the build has not written its shell.
 * Each shell is read once it is there (the build does not change under a running gateway); the pages
 * last rendered are kept, encoded, in `rendered`.
 */
export function publicPageSender(webRoot: string, publicOrigin: string | undefined, { rendered = new RecentlyUsed<Buffer>(MAX_CACHED), previews }: PublicPageSenderOptions = {}) {
  const shellOf = shellsIn(webRoot);
  return async (request: FastifyRequest, reply: FastifyReply, page: ManifestPage): Promise<FastifyReply | undefined> => {
    const shell = shellOf(page.shell);
    if (shell === undefined) return undefined;
    const pathname = request.url.split('?')[0]!;
    const lookup = page.preview && previews ? await previews(pathname) : undefined;
    const shown = lookup ? withPreview(page, lookup) : page;
    const url = canonicalUrlOf(page, pathname, originOf(request, publicOrigin));
    const encoding = encodingFor(request.headers['accept-encoding']);
    const key = `${encoding} ${url.href}${lookup ? ` ${JSON.stringify(lookup)}` : ''}`;
    let body = rendered.get(key);
    if (!body) {
      const fixed = publicOrigin !== undefined && !page.path.includes('$');
      body = encode(withHeadFor(shell, shown, url), encoding, fixed ? BROTLI_QUALITY.fixed : BROTLI_QUALITY.varying);
      rendered.set(key, body);
    }
    reply
      .code(lookup === null ? 404 : 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  };
}
