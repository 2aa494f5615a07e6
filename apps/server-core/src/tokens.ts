import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

export interface AccessClaims {
  userId: string;
  role: string;
  /** The server-side session the token belongs to (sessions table); signing out ends it. */
  sessionId: string;
}

/** A token lives 31 days; its session ends sooner when unused for 30 (SESSION_IDLE_MS). */
export const ACCESS_TOKEN_LIFETIME = '31d';

/** The 401 message for a token whose session has ended (signed out, revoked, idle, or older than sessions). */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

type TokenErrorMessage = 'Token expired' | 'Invalid token' | typeof SESSION_ENDED;

export class TokenError extends Error {
  readonly expired: boolean;

  constructor(message: TokenErrorMessage) {
    super(message);
    this.name = 'TokenError';
    this.expired = message === 'Token expired';
  }
}

const encoder = new TextEncoder();

export async function signAccessToken(claims: AccessClaims, secret: string, expiresIn = ACCESS_TOKEN_LIFETIME): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(encoder.encode(secret));
}

export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] }));
  } catch (error) {
    throw new TokenError(error instanceof joseErrors.JWTExpired ? 'Token expired' : 'Invalid token');
  }
  const { sub, role, sid } = payload;
  if (typeof sub !== 'string' || sub === '' || typeof role !== 'string') throw new TokenError('Invalid token');
  // A genuine token from a release before server-side sessions: it names no session to check.
  if (sid === undefined) throw new TokenError(SESSION_ENDED);
  if (typeof sid !== 'string' || sid === '') throw new TokenError('Invalid token');
  return { userId: sub, role, sessionId: sid };
}
