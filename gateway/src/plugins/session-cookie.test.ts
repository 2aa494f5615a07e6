import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app';
import { fetchWithTimeout, gatewayModes, type GatewayMode, makeWebRoot, startEchoUpstream, type EchoReply, type Upstream, upstreamOptions } from '../test-support';
import { sessionCookieChange } from './session-cookie';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiJ1MSJ9.c2lnbmF0dXJl';
const OTHER = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiJ1MiJ9.b3RoZXI';
const SET = `session=${TOKEN}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`;
const CLEARED = 'session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax';

let api: Upstream;
let notify: Upstream;
let webRoot: string;
const gateways = {} as Record<GatewayMode, FastifyInstance>;
const closing: FastifyInstance[] = [];

beforeAll(async () => {
  [api, notify, webRoot] = await Promise.all([startEchoUpstream('api'), startEchoUpstream('notify'), makeWebRoot()]);
  for (const mode of gatewayModes) {
    gateways[mode] = await buildGateway({ ...upstreamOptions(mode, api, notify), webRoot, serverRenderer: false });
    closing.push(gateways[mode]);
  }
});

afterAll(async () => {
  await Promise.all(closing.map((gateway) => gateway.close()));
  await Promise.all([api?.close(), notify?.close()]);
  await rm(webRoot, { recursive: true, force: true });
});

interface Ask {
  method?: 'GET' | 'POST';
  url: string;
  bearer?: string;
  cookie?: string;
  headers?: Record<string, string>;
  payload?: string;
}

/** The Set-Cookie headers of a reply, as a list. */
const setCookies = (header: string | string[] | number | undefined): string[] => (header === undefined ? [] : [header].flat().map(String));

describe.each(gatewayModes)('%s: the session cookie', (mode) => {
  const ask = async ({ method = 'GET', url, bearer, cookie, headers = {}, payload }: Ask) => {
    const res = await gateways[mode].inject({
      method,
      url,
      headers: {
        ...(bearer && { authorization: `Bearer ${bearer}` }),
        ...(cookie && { cookie }),
        ...(payload && { 'content-type': 'application/json' }),
        ...headers,
      },
      payload,
    });
    return { res, cookies: setCookies(res.headers['set-cookie']) };
  };

  it('is set, HttpOnly, SameSite=Lax, Path=/, for 30 days and not Secure on http, when a 2xx answers a bearer token', async () => {
    const { res, cookies } = await ask({ url: '/api/users', bearer: TOKEN });
    expect(res.statusCode).toBe(200);
    expect(cookies).toEqual([SET]);
    // The upstream was asked with the bearer header as it came, and no cookie was made up for it.
    expect(res.json<EchoReply>()).toMatchObject({ authorization: `Bearer ${TOKEN}`, cookie: null });
  });

  it('is set for a notify family too, and replaced when the token changes', async () => {
    const { cookies } = await ask({ url: '/api/Notifications', bearer: OTHER, cookie: `theme=dark; session=${TOKEN}` });
    expect(cookies).toEqual([SET.replace(TOKEN, OTHER)]);
  });

  it('is not set again when the request already carries it', async () => {
    const { res, cookies } = await ask({ url: '/api/users', bearer: TOKEN, cookie: `session=${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(cookies).toEqual([]);
  });

  it('is set only from a bearer header: not without one, nor from a query, a body or another scheme', async () => {
    const tries: Ask[] = [
      { url: '/api/users' },
      { url: `/api/users?token=${TOKEN}` },
      { method: 'POST', url: '/api/userprofile/addblog', payload: JSON.stringify({ token: TOKEN, accessToken: TOKEN }) },
      { url: '/api/users', headers: { authorization: `Basic ${TOKEN}` } },
      { url: '/api/users', cookie: `session=${OTHER}`, headers: { authorization: TOKEN } },
    ];
    for (const attempt of tries) {
      const { res, cookies } = await ask(attempt);
      expect(res.statusCode, attempt.url).toBe(200);
      expect(cookies, attempt.url).toEqual([]);
    }
  });

  it('is not set outside /api, nor on a reply that is not 2xx', async () => {
    for (const url of ['/media/x.png', '/healthz', '/api/unavailable']) {
      const { cookies } = await ask({ url, bearer: TOKEN });
      expect(cookies, url).toEqual([]);
    }
    const { res, cookies } = await ask({ method: 'POST', url: '/api/private', bearer: TOKEN, payload: '{}' });
    expect(res.statusCode).toBe(401);
    expect(cookies).toEqual([]);
  });

  it("is cleared when a 401 answers the cookie's own token", async () => {
    const { res, cookies } = await ask({ method: 'POST', url: '/api/private', bearer: TOKEN, cookie: `session=${TOKEN}`, payload: '{}' });
    expect(res.statusCode).toBe(401);
    expect(cookies).toEqual([CLEARED]);
  });

  it('is kept when a 401 answers a token other than its own', async () => {
    const { res, cookies } = await ask({ method: 'POST', url: '/api/private', bearer: OTHER, cookie: `session=${TOKEN}`, payload: '{}' });
    expect(res.statusCode).toBe(401);
    expect(cookies).toEqual([]);
  });

  it('is cleared when the sign-out answers 2xx, whatever token it carried', async () => {
    for (const bearer of [TOKEN, OTHER]) {
      const { res, cookies } = await ask({ method: 'POST', url: '/api/auth/signout', bearer, cookie: `session=${TOKEN}`, payload: '{}' });
      expect(res.statusCode).toBe(200);
      expect(cookies).toEqual([CLEARED]);
    }
  });

  it("keeps the upstream's own Set-Cookie beside it", async () => {
    const { res, cookies } = await ask({ url: '/api/own-cookie', bearer: TOKEN });
    expect(res.statusCode).toBe(200);
    expect(cookies).toEqual(['upstream=1; Path=/', SET]);
  });
});

describe('over a real connection', () => {
  it('reaches the browser on a proxied reply, and is Secure when the request came over https', async () => {
    const gateway = await buildGateway({ apiUrl: api.url, notifyUrl: notify.url, webRoot, serverRenderer: false, trustProxy: 'loopback' });
    closing.push(gateway);
    const base = await gateway.listen({ host: '127.0.0.1', port: 0 });

    const plain = await fetchWithTimeout(`${base}/api/users`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(plain.headers.getSetCookie()).toEqual([SET]);

    const secure = await fetchWithTimeout(`${base}/api/users`, { headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-proto': 'https' } });
    expect(secure.headers.getSetCookie()).toEqual([`${SET}; Secure`]);
  });
});

describe('what a reply does to the cookie', () => {
  it('follows the bearer token, and never sets a value that is not a plain cookie value', () => {
    expect(sessionCookieChange(204, TOKEN, undefined, false)).toBe(TOKEN);
    expect(sessionCookieChange(304, TOKEN, undefined, false)).toBeUndefined();
    expect(sessionCookieChange(403, TOKEN, TOKEN, false)).toBeUndefined();
    expect(sessionCookieChange(401, TOKEN, undefined, false)).toBeUndefined();
    expect(sessionCookieChange(200, undefined, TOKEN, false)).toBeUndefined();
    expect(sessionCookieChange(200, undefined, undefined, true)).toBe('');
    expect(sessionCookieChange(401, OTHER, TOKEN, true)).toBeUndefined();
    for (const odd of ['a;b', 'a"b', 'a,b', 'a\\b', 'x'.repeat(5000)]) expect(sessionCookieChange(200, odd, undefined, false), odd.slice(0, 10)).toBeUndefined();
  });
});
