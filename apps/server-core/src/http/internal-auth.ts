import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../authenticate';
import { HttpError } from '../errors';

// Service-to-service routes live under /internal, which the gateway never proxies, and answer only
// a caller that sends `Authorization: Bearer <INTERNAL_SECRET>`.

export const INTERNAL_PREFIX = '/internal';

/** Compares digests so that neither the secret's content nor its length leaks through timing. */
export function isInternalSecret(header: string | undefined, secret: string): boolean {
  const token = bearerToken(header);
  if (!token || !secret) return false;
  return timingSafeEqual(digest(token), digest(secret));
}

/** An onRequest hook for a scope of internal routes. */
export function requireInternalSecret(secret: string) {
  return async function checkInternalSecret(request: FastifyRequest) {
    if (!isInternalSecret(request.headers.authorization, secret)) {
      throw new HttpError(401, 'Internal secret required');
    }
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
