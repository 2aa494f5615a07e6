// Which upstream serves which path family. Paths reach the upstream unchanged (rewritePrefix = prefix).
// The router picks the most specific prefix, so the notify families win over the catch-all `/api`.

export type ServiceName = 'api' | 'notify';

export interface ProxyRoute {
  service: ServiceName;
  prefix: string;
  /** Routes under the prefix; default: the prefix itself and everything below it. */
  paths?: string[];
  methods?: string[];
  websocket?: boolean;
  authRateLimited?: boolean;
}

export const proxyRoutes: readonly ProxyRoute[] = [
  { service: 'notify', prefix: '/api/connects' },
  { service: 'notify', prefix: '/api/Notifications' },
  { service: 'notify', prefix: '/api/push' },
  // Sign-up, sign-in, forgot and reset password and the contact form (the writes made without a
  // session) get their own routes only so that the per-client limit applies to them alone; the
  // services limit signed-in writes per user.
  {
    service: 'api',
    prefix: '/api/auth',
    paths: ['/signup', '/signin', '/forgot', '/reset'],
    methods: ['POST'],
    authRateLimited: true,
  },
  { service: 'api', prefix: '/api/contact', paths: [''], methods: ['POST'], authRateLimited: true },
  { service: 'api', prefix: '/api' },
  { service: 'api', prefix: '/media' },
  { service: 'api', prefix: '/socket.io', websocket: true },
];

// What @fastify/http-proxy registers for a family that names no paths or methods.
const everyPath = ['/', '/*'];
const everyMethod = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

/** The routes of a family, relative to its prefix. */
export function routesOf(route: ProxyRoute): { paths: string[]; methods: string[] } {
  return { paths: route.paths ?? everyPath, methods: route.methods ?? everyMethod };
}

/**
 * Families an in-process service can answer through its router. socket.io answers its polling and
 * upgrade requests on the api's HTTP server itself, before its router, so that family stays proxied.
 */
export function servedInProcess(route: ProxyRoute): boolean {
  return !route.websocket;
}

const proxiedPath = /^\/(?:api|media|socket\.io)(?:[/?]|$)/;

export function isProxiedPath(url: string): boolean {
  return proxiedPath.test(url);
}
