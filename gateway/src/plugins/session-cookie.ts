import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { bearerTokenOf, isCookieSafe, sessionCookieHeader, sessionTokenOf } from '../cookies';

const underApi = /^\/api(?:[/?]|$)/;
const SIGN_OUT = '/api/auth/signout';

/**
 * What a reply does to the session cookie: the token to set it to, '' to clear it, or undefined to
 * leave it. Only a bearer header sets it (a 2xx to it), never a query or a body; a 401 to the
 * cookie's own token, or a sign-out answered 2xx, clears it.
 */
export function sessionCookieChange(status: number, bearer: string | undefined, cookie: string | undefined, signingOut: boolean): string | undefined {
  const ok = status >= 200 && status < 300;
  if (signingOut && ok) return '';
  if (bearer === undefined) return undefined;
  if (status === 401) return cookie !== undefined && bearer === cookie ? '' : undefined;
  return ok && bearer !== cookie && isCookieSafe(bearer) ? bearer : undefined;
}

/** ServerResponse#writeHead: (statusCode, [statusMessage], [headers]). */
type WriteHead = (this: ServerResponse, statusCode: number, ...rest: unknown[]) => ServerResponse;

/**
 * Adds the Set-Cookie `cookieFor` returns for the response's status when its head is written. The
 * head is where every reply of a proxied family meets: the forwarder's (through Fastify's send) and
 * an in-process service's (written by its own router on the hijacked response) alike.
 */
function onHead(res: ServerResponse, cookieFor: (status: number) => string | undefined): void {
  const writeHead = res.writeHead as WriteHead;
  res.writeHead = function writeHeadWithCookie(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    res.writeHead = writeHead as ServerResponse['writeHead'];
    const cookie = cookieFor(statusCode);
    if (cookie === undefined) return writeHead.call(this, statusCode, ...rest);
    const message = typeof rest[0] === 'string' ? [rest[0]] : [];
    const headers = rest[message.length] as OutgoingHttpHeaders | string[] | undefined;
    // Headers passed to writeHead replace those set before under the same name (a reply's own
    // Set-Cookie would drop ours): they are set first, as writeHead would, and ours appended.
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) res.removeHeader(headers[i]!);
      for (let i = 0; i < headers.length; i += 2) res.appendHeader(headers[i]!, headers[i + 1]!);
    } else if (headers) {
      for (const name in headers) {
        const value = headers[name];
        if (value !== undefined) res.setHeader(name, value);
      }
    }
    res.appendHeader('set-cookie', cookie);
    return writeHead.call(this, statusCode, ...message);
  } as ServerResponse['writeHead'];
}

/**
 * Keeps the session cookie (cookies.ts) in step with the bearer token the browser sends to /api.
 * Registered before the proxied families so its hook runs on their requests.
 */
export default fp(
  async function sessionCookie(app) {
    app.addHook('onRequest', (request, reply, done) => {
      if (!underApi.test(request.url)) return done();
      const bearer = bearerTokenOf(request.headers.authorization);
      const signingOut = request.method === 'POST' && request.url.split('?')[0] === SIGN_OUT;
      if (bearer === undefined && !signingOut) return done();
      const cookie = sessionTokenOf(request.headers.cookie);
      const secure = request.protocol === 'https';
      onHead(reply.raw, (status) => {
        const change = sessionCookieChange(status, bearer, cookie, signingOut);
        return change === undefined ? undefined : sessionCookieHeader(change, secure);
      });
      done();
    });
  },
  { name: 'session-cookie' },
);
