import type { Database } from '../db/database';
import { createSession } from '../repositories/sessions-repository';
import { signAccessToken } from '../tokens';

export interface SignSessionTokenOptions {
  /** Token lifetime (jose's notation, e.g. '3s', '-1 hour'); default the product's 31 days. */
  expiresIn?: string;
  /** The role the token claims (default the user's): the server reads the role from the database, whatever a token claims. */
  role?: string;
  userAgent?: string;
}

/** A token for a new session of `user`, made straight in the database as sign-in would (tests that need no HTTP sign-in). */
export async function signSessionToken(
  db: Database,
  secret: string,
  user: { id: string; role?: string },
  { expiresIn, role = user.role ?? 'Hustler', userAgent = 'test-client' }: SignSessionTokenOptions = {},
): Promise<string> {
  const session = await createSession(db, user.id, userAgent);
  return signAccessToken({ userId: user.id, role, sessionId: session.id }, secret, expiresIn);
}
