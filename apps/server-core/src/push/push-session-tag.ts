import { createHash } from 'node:crypto';

/**
 * What a push says about the session it was queued for (DESIGN §7.2): base64url of the first 16
 * bytes of SHA-256 of the session id. The service worker computes the same from the `sid` of the
 * token it holds and shows the push only when they match (sw/src/push/push-payload.ts). A digest,
 * not the id: the payload is stored in the queue and handed to the device, and names no session.
 */
export function pushSessionTag(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest().subarray(0, 16).toString('base64url');
}
