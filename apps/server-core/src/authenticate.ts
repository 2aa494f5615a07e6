import type { Database } from './db/database';
import type { Role } from './db/schema';
import { HttpError } from './errors';
import { findSessionWithRole, isSessionLive, touchSession } from './repositories/sessions-repository';
import { SESSION_ENDED, verifyAccessToken, type AccessClaims } from './tokens';

export { SESSION_ENDED };

/** Sign-in of a suspended account, and any request on a session its suspension has not ended yet (DESIGN §6.3). */
export const ACCOUNT_SUSPENDED = 'This account is suspended';

export interface AuthUser {
  id: string;
  role: Role;
  /** The session the token belongs to (DESIGN §6.2). */
  sessionId: string;
  /** The account has proven its email (DESIGN §7.4): it may reach people. */
  emailProven: boolean;
}

/** What an account that has not proven its email is told when it tries to reach people (DESIGN §7.4). */
export const CONFIRM_EMAIL_FIRST = 'Confirm your email first.';

// Checks a bearer token and that its session is live (not ended, used within 30 days), moving the
// session's last_seen_at (at most once a minute); throws a 401 HttpError otherwise. The role is the
// user's current one, not the token's.
export async function authenticateToken(db: Database, secret: string, token: string | undefined, now = new Date()): Promise<AuthUser> {
  if (!token) throw new HttpError(401, 'No token provided');
  let claims: AccessClaims;
  try {
    claims = await verifyAccessToken(token, secret);
  } catch (error) {
    throw new HttpError(401, error instanceof Error ? error.message : 'Invalid token');
  }
  // No row: the session, or the user with it, is gone.
  const session = await findSessionWithRole(db, claims.sessionId);
  if (session && session.user_id !== claims.userId) throw new HttpError(401, 'Invalid token');
  // A suspension ends every session, so its tokens take the session-ended path (401) like any
  // other ended session: the web signs out and keeps the person's queued writes, and sign-in then
  // says why (403). The 403 here covers a session that a suspension has not ended yet.
  if (!session || !isSessionLive(session, now.getTime())) throw new HttpError(401, SESSION_ENDED);
  if (session.suspended_at) throw new HttpError(403, ACCOUNT_SUSPENDED);
  await touchSession(db, session, now);
  return { id: session.user_id, role: session.role, sessionId: session.id, emailProven: session.email_verified_at !== null };
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
