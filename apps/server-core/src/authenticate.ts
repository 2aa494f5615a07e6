import type { Database } from './db/database';
import type { Role } from './db/schema';
import { HttpError } from './errors';
import { findUserById } from './repositories/users-repository';
import { verifyAccessToken } from './tokens';

export interface AuthUser {
  id: string;
  role: Role;
}

// Checks a bearer token, that its user still exists and that their sessions were not revoked since
// it was signed; throws a 401 HttpError otherwise.
export async function authenticateToken(db: Database, secret: string, token: string | undefined): Promise<AuthUser> {
  if (!token) throw new HttpError(401, 'No token provided');
  let userId: string;
  let sessionVersion: number | undefined;
  try {
    ({ userId, sessionVersion } = await verifyAccessToken(token, secret));
  } catch (error) {
    throw new HttpError(401, error instanceof Error ? error.message : 'Invalid token');
  }
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'Invalid token');
  if ((sessionVersion ?? 0) !== user.session_version) throw new HttpError(401, 'Session revoked');
  return { id: user.id, role: user.role };
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
