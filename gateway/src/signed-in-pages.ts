import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withRenderedPage, type PageRenderInput, type RenderedPage, type RenderPage } from '@startupsetu/server-core/contract/page-render';
import type { ManifestPage } from '@startupsetu/server-core/contract/page-manifest';
import { sessionTokenOf } from './cookies';
import { gatewayFetch } from './gateway-fetch';
import { BROTLI_QUALITY, encode, encodingFor, shellsIn } from './public-pages';

/** The server renderer: a module file exporting renderPage, the function itself, or false for none. */
export type ServerRenderer = string | RenderPage | false;

/** Time a page's render may take before its shell goes instead. */
export const RENDER_BUDGET_MS = 400;

/** Where the web build writes its server renderer, beside web/dist. */
export function defaultServerRenderer(webRoot: string): string {
  return resolve(webRoot, '..', 'dist-ssr', 'server-render.js');
}

/**
 * The renderer, loaded on first use and kept. A file that is not there yet is looked for again on
 * later requests (a gateway may start before the web app is built); one that fails to load is not.
 */
function rendererLoader(renderer: ServerRenderer, log: FastifyBaseLogger): () => Promise<RenderPage | undefined> {
  if (renderer === false) return () => Promise.resolve(undefined);
  if (typeof renderer === 'function') return () => Promise.resolve(renderer);
  let loaded: Promise<RenderPage | undefined> | undefined;
  let toldMissing = false;
  return () => {
    if (loaded) return loaded;
    if (!existsSync(renderer)) {
      if (!toldMissing) log.info(`No server renderer at ${renderer}: signed-in pages go as their shells.`);
      toldMissing = true;
      return Promise.resolve(undefined);
    }
    loaded = import(pathToFileURL(renderer).href).then(
      (module: { renderPage?: unknown }) => {
        if (typeof module.renderPage === 'function') return module.renderPage as RenderPage;
        log.error(`The server renderer ${renderer} exports no renderPage: signed-in pages go as their shells.`);
        return undefined;
      },
      (error: unknown) => {
        log.error({ err: error }, `The server renderer ${renderer} failed to load: signed-in pages go as their shells.`);
        return undefined;
      },
    );
    return loaded;
  };
}

const isRenderedPage = (page: RenderedPage | null): page is RenderedPage =>
  typeof page?.userId === 'string' && typeof page.html === 'string' && typeof page.reads === 'string';

/** The render's page, or null when it draws none within `budgetMs` (it is then told to stop). */
async function renderWithin(render: RenderPage, input: Omit<PageRenderInput, 'signal'>, budgetMs: number, log: FastifyBaseLogger): Promise<RenderedPage | null> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<null>((done) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`The page took longer than ${budgetMs} ms to render`));
      log.info(`The server renderer took longer than ${budgetMs} ms: the page went as its shell`);
      done(null);
    }, budgetMs);
  });
  try {
    const page = await Promise.race([render({ ...input, signal: controller.signal }), outOfTime]);
    return isRenderedPage(page) ? page : null;
  } finally {
    clearTimeout(timer);
  }
}

export interface SignedInPageSenderOptions {
  renderer: ServerRenderer;
  budgetMs?: number;
}

/**
 * Sends a signed-in page drawn on the server for the visitor whose session cookie the request
 * carries: the renderer's markup in the page's shell, with the reads it was drawn from
 * (withRenderedPage). Private to that visitor: never stored by a cache, and varying with the
 * cookie. Undefined when there is nothing to draw (no cookie, no renderer or shell, a render that
 * failed, drew nothing or ran out of time): the shell then goes as before.
 */
export function signedInPageSender(app: FastifyInstance, webRoot: string, { renderer, budgetMs = RENDER_BUDGET_MS }: SignedInPageSenderOptions) {
  const rendererOf = rendererLoader(renderer, app.log);
  const shellOf = shellsIn(webRoot);
  return async (request: FastifyRequest, reply: FastifyReply, page: ManifestPage): Promise<FastifyReply | undefined> => {
    const token = sessionTokenOf(request.headers.cookie);
    if (token === undefined) return undefined;
    const shell = shellOf(page.shell);
    const render = shell === undefined ? undefined : await rendererOf();
    if (shell === undefined || !render) return undefined;
    let rendered: RenderedPage | null;
    try {
      rendered = await renderWithin(render, { url: request.url, token, fetch: gatewayFetch(app, request) }, budgetMs, request.log);
    } catch (error) {
      request.log.warn({ err: error }, 'The server renderer failed: the page went as its shell');
      return undefined;
    }
    const html = rendered && withRenderedPage(shell, rendered);
    if (!html) return undefined;
    const encoding = encodingFor(request.headers['accept-encoding']);
    reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('vary', 'cookie, accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(encode(html, encoding, BROTLI_QUALITY.varying));
  };
}
