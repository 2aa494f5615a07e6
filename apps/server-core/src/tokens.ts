import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

export interface AccessClaims {
  userId: string;
  role: string;
  /** The user's session version when the token was signed (0 for tokens from before versions). */
  sessionVersion?: number;
}

export class TokenError extends Error {
  readonly expired: boolean;

  constructor(message: 'Token expired' | 'Invalid token') {
    super(message);
    this.name = 'TokenError';
    this.expired = message === 'Token expired';
  }
}

const encoder = new TextEncoder();

export async function signAccessToken(claims: AccessClaims, secret: string, expiresIn = '7d'): Promise<string> {
  return new SignJWT({ role: claims.role, sv: claims.sessionVersion ?? 0 })
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
  const { sub, role, sv = 0 } = payload;
  if (typeof sub !== 'string' || sub === '' || typeof role !== 'string' || !Number.isInteger(sv)) throw new TokenError('Invalid token');
  return { userId: sub, role, sessionVersion: sv as number };
}
