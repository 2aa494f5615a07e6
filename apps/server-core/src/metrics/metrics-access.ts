import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { isInternalSecret } from '../http/internal-auth';

export const METRICS_TOKEN_REQUIRED = 'Metrics are served to loopback callers, or with Authorization: Bearer <METRICS_TOKEN>';
export const METRICS_TOKEN_WRONG = 'A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>)';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1';
}

/**
 * Who may read /metrics. Route patterns, traffic and process figures are for operators: with
 * METRICS_TOKEN set, only a scraper sending it; without, only a caller on this machine (a service
 * reachable on other addresses, HOST=0.0.0.0, then needs the token for remote scrapers). The
 * address is the socket's own: the services trust no X-Forwarded-For.
 */
export function metricsAccessCheck(token: string | undefined) {
  return async function checkMetricsAccess(request: FastifyRequest) {
    if (token) {
      if (!isInternalSecret(request.headers.authorization, token)) throw new HttpError(401, METRICS_TOKEN_WRONG);
      return;
    }
    if (!isLoopbackAddress(request.socket.remoteAddress)) throw new HttpError(401, METRICS_TOKEN_REQUIRED);
  };
}
