// The session cookie: an HttpOnly copy of the browser's bearer token (which lives in localStorage),
// kept only so that a document request, which carries no Authorization header, can be drawn for its
// user (signed-in-pages.ts). It is never accepted as authorization for /api.

/** The session cookie's name. */
export const SESSION_COOKIE = 'session';

/** How long the session cookie lasts without a newer bearer token: 30 days. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

// RFC 6265 §4.1.1 cookie-octets; a browser keeps about 4 KiB of a cookie, name and attributes included.
const cookieSafe = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]{1,3800}$/;

/** The token of an `Authorization: Bearer <token>` header, read as the api reads it (server-core's bearerToken). */
export function bearerTokenOf(header: string | undefined): string | undefined {
  return header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
}

/** The session cookie's value in a Cookie header (the first of that name), if it is one a token can be. */
export function sessionTokenOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(equals + 1).trim();
    return cookieSafe.test(value) ? value : undefined;
  }
  return undefined;
}

/** Whether `token` can be a cookie's value as it is. */
export function isCookieSafe(token: string): boolean {
  return cookieSafe.test(token);
}

/** The Set-Cookie value that sets the session cookie to `token`, or clears it when `token` is ''. */
export function sessionCookieHeader(token: string, secure: boolean): string {
  const maxAge = token === '' ? 0 : SESSION_MAX_AGE_S;
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
