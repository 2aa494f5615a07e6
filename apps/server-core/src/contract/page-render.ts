// A signed-in page's first screen drawn on the server (DESIGN §7.1, issue 40 part 7): the web build's
// server renderer (web/dist-ssr/server-render.js, from web/src/app/server-render.tsx) draws it from
// the app's own components and reads; the gateway loads it and writes its markup into the page's
// shell for a visitor whose session cookie it holds. The gateway never imports the web's source.

/** How the renderer reads the product's API: a same-origin path ('/api/…'), answered as the gateway answers the browser. */
export type RenderFetch = (path: string, init: { method: 'GET'; headers: Record<string, string>; signal?: AbortSignal }) => Promise<Response>;

export interface PageRenderInput {
  /** The path and query asked for ('/messages?with=…'). */
  url: string;
  /** The session's token, from the visitor's session cookie. */
  token: string;
  fetch: RenderFetch;
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** The signed-in user the page was drawn for (word characters only). */
  userId: string;
  /** The page's markup: #root's contents in place of the shell's. */
  html: string;
  /** The reads the page was drawn from, as JSON that is safe inside a <script type="application/json">. */
  reads: string;
}

/**
 * Draws the page at `url` for the token's user; null when it draws nothing (the token is not a live
 * session, the page is not one drawn on the server, or its reads failed): the shell goes as before.
 */
export type RenderPage = (input: PageRenderInput) => Promise<RenderedPage | null>;

/** The id of the element carrying RenderedPage.reads in the page (the app reads it once, at start). */
export const FIRST_READS_ID = 'first-reads';

/** `<html>`'s attribute naming the user whose session this browser holds (src/shell-boot.ts sets it before the body is parsed). */
export const VIEWER_ATTRIBUTE = 'data-viewer';

const ROOT_START = '<div id="root"';
const ROOT_END = '</div>\n    <noscript>';

/**
 * The shell with its root's contents replaced by the rendered page, marked as drawn for its user, with
 * the reads after it. A rule in the head hides the root unless this browser's stored session is that
 * user's (a shared device whose session cookie outlived a sign-out made offline shows nobody's page;
 * the app, once it runs, draws the right one). Undefined when the shell is not a page with a root.
 */
export function withRenderedPage(shell: string, page: RenderedPage): string | undefined {
  const start = shell.indexOf(ROOT_START);
  const end = shell.indexOf(ROOT_END, start);
  const headEnd = shell.indexOf('</head>');
  if (start < 0 || end < 0 || headEnd < 0 || headEnd > start || !/^\w+$/.test(page.userId)) return undefined;
  const openTagEnd = shell.indexOf('>', start);
  const openTag = `${shell.slice(start, openTagEnd)} data-user="${page.userId}">`;
  const hideUnlessViewer = `<style>html:not([${VIEWER_ATTRIBUTE}="${page.userId}"]) #root[data-user]{visibility:hidden}</style>`;
  return (
    shell.slice(0, headEnd) +
    hideUnlessViewer +
    shell.slice(headEnd, start) +
    openTag +
    page.html +
    '</div>' +
    `<script type="application/json" id="${FIRST_READS_ID}">${page.reads}</script>` +
    shell.slice(end + '</div>'.length)
  );
}
