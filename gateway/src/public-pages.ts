import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canonicalUrlOf, withHeadFor } from './page-heads';
import type { ManifestPage } from '@startupsetu/server-core/contract/page-manifest';

/** Rendered pages kept, compressed: the public pages are few, but the hosts they are asked for are not ours to bound. */
const MAX_CACHED = 200;

/** The origin links to the site are made from: the configured public origin, else the request's own (behind trusted proxies, as they forward it). */
export function originOf(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

type Encoding = 'br' | 'gzip' | 'identity';

function encodingFor(accept: string | string[] | undefined): Encoding {
  const header = String(accept ?? '');
  if (/\bbr\b/.test(header)) return 'br';
  return /\bgzip\b/.test(header) ? 'gzip' : 'identity';
}

function encode(html: string, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  return encoding === 'gzip' ? gzipSync(html, { level: 9 }) : Buffer.from(html);
}

/**
 * Sends a public page (readable signed out) with its head rendered for the URL asked for: title,
 * description, Open Graph and Twitter tags and the canonical link, in the HTML itself, so a link
 * preview shows it without running a script. Undefined when the build has not written its shell.
 */
export function publicPageSender(webRoot: string, publicOrigin: string | undefined) {
  const rendered = new Map<string, Buffer>();
  return (request: FastifyRequest, reply: FastifyReply, page: ManifestPage): FastifyReply | undefined => {
    const file = join(webRoot, page.shell);
    if (!existsSync(file)) return undefined;
    const pathname = request.url.split('?')[0]!;
    const url = canonicalUrlOf(page, pathname, originOf(request, publicOrigin));
    const encoding = encodingFor(request.headers['accept-encoding']);
    const key = `${encoding} ${url.href}`;
    let body = rendered.get(key);
    if (!body) {
      body = encode(withHeadFor(readFileSync(file, 'utf8'), page, url), encoding);
      if (rendered.size >= MAX_CACHED) rendered.clear();
      rendered.set(key, body);
    }
    reply.code(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  };
}
