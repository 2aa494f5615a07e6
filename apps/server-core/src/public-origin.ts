/**
 * The site's public origin, from `raw` (APP_URL, or the gateway's `publicOrigin` option): the links
 * public pages' heads, robots.txt and the sitemap are made of. Undefined when none is set (each
 * request's own origin is used then). Checked once, at start: a bad value stops the gateway with a
 * message naming `name`, rather than failing every page that needs it.
 */
export function publicOriginOf(raw: string | undefined, name = 'APP_URL'): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const isOrigin = url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  if (!isOrigin) {
    throw new Error(`${name} must be the site's public origin, an http:// or https:// URL without a path (such as https://startupsetu.in), got "${value}"`);
  }
  return url.origin;
}
