import { createHash, randomBytes } from 'node:crypto';

// The token of a mailed link (a password reset, an email proof): 32 random bytes (base64url) in the
// link; only their SHA-256 is stored.

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}
