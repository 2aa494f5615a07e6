import type { ManifestPage } from '@startupsetu/server-core/contract/page-manifest';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The head tags of a public page at `url` (absolute, on the public origin): what a link preview
 * (WhatsApp, LinkedIn, Slack) reads without running any script.
 */
export function headTagsOf(page: ManifestPage, url: URL, indexed = page.indexed): string {
  const { title, description, image } = page.head;
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'StartupSetu'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', new URL(image, url).href),
    meta('property', 'og:url', url.href),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    `<link rel="canonical" href="${escapeHtml(url.href)}" />`,
    ...(indexed ? [] : [meta('name', 'robots', 'noindex')]),
  ].join('');
}

/**
 * Where the build wrote the page's head in its HTML (web/build/page-manifest.ts writes the same
 * markers): the head rendered for the URL is put there in its place, never searched for.
 */
const HEAD_START = '<!--page-head-->';
const HEAD_END = '<!--/page-head-->';

/** The page's HTML with its head written for `url` in place of the one the build wrote; as built when it has no head slot. */
export function withHeadFor(html: string, page: ManifestPage, url: URL): string {
  const start = html.indexOf(HEAD_START);
  const end = start < 0 ? -1 : html.indexOf(HEAD_END, start);
  if (end < 0) return html;
  return html.slice(0, start + HEAD_START.length) + headTagsOf(page, url) + html.slice(end);
}

/** The canonical URL of a page asked for at `pathname`: the route's own spelling where it has no params, else the path asked for. */
export function canonicalUrlOf(page: ManifestPage, pathname: string, origin: string): URL {
  const path = page.path.includes('$') ? pathname.replace(/\/+$/, '') || '/' : page.path;
  return new URL(path, origin);
}
