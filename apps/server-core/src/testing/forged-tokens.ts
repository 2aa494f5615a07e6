import type { Database } from '../db/database';
import type { Role } from '../db/schema';
import { insertUser } from '../repositories/users-repository';
import { signAccessToken } from '../tokens';

// The kinds of bad access token the authorization matrices (apps/*/src/hardening/authorization*)
// send to every route and socket. A new kind is one entry of BAD_TOKEN_KINDS: every route of api
// and notify and the socket handshake are then checked against it.

export interface ForgeContext {
  db: Database;
  /** The service's own signing key (JWT_SECRET). */
  secret: string;
  /** A live user whom the forged tokens name, so that only the token itself is wrong. */
  user: { id: string; role: Role };
}

export interface BadTokenKind {
  name: string;
  /** The 401's message on /api routes: the token is refused for this reason, not another. */
  message: string;
  /** The token to send (as `Bearer <token>`, or the socket's `auth.token`); undefined sends none. */
  forge(context: ForgeContext): Promise<string | undefined>;
}

const OTHER_KEY = 'a-key-this-service-never-used';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function inAnHour(): number {
  return Math.floor(Date.now() / 1000) + 3600;
}

export const BAD_TOKEN_KINDS: readonly BadTokenKind[] = [
  { name: 'no token', message: 'No token provided', forge: async () => undefined },
  { name: 'expired', message: 'Token expired', forge: ({ user, secret }) => signAccessToken({ userId: user.id, role: user.role }, secret, '-1 hour') },
  { name: 'signed with another key', message: 'Invalid token', forge: ({ user }) => signAccessToken({ userId: user.id, role: user.role }, OTHER_KEY) },
  { name: 'malformed', message: 'Invalid token', forge: async () => 'not.a-jwt.at-all' },
  {
    name: 'unsigned (alg none)',
    message: 'Invalid token',
    forge: async ({ user }) =>
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: user.id, role: user.role, exp: inAnHour() })}.`,
  },
  {
    // A genuine signature over a payload naming someone else: the classic tampered token.
    name: 'payload swapped under a valid signature',
    message: 'Invalid token',
    forge: async ({ user, secret, db }) => {
      const someone = await insertUser(db, { email: `swap-${Date.now()}-${Math.random()}@example.com`, passwordHash: 'x', role: 'Investor' });
      const [header, , signature] = (await signAccessToken({ userId: someone.id, role: someone.role }, secret)).split('.');
      return `${header}.${base64url({ sub: user.id, role: user.role, iat: inAnHour() - 3600, exp: inAnHour() })}.${signature}`;
    },
  },
  {
    name: 'user no longer exists',
    message: 'Invalid token',
    forge: async ({ db, secret, user }) => {
      const gone = await insertUser(db, { email: `gone-${Date.now()}-${Math.random()}@example.com`, passwordHash: 'x', role: user.role });
      const token = await signAccessToken({ userId: gone.id, role: gone.role }, secret);
      await db.deleteFrom('users').where('id', '=', gone.id).execute();
      return token;
    },
  },
];

export interface ForgedToken {
  kind: string;
  message: string;
  token: string | undefined;
}

/** One token of every kind, forged once (before a suite counts rows, since some kinds write users). */
export async function forgeEveryKind(context: ForgeContext): Promise<ForgedToken[]> {
  const forged: ForgedToken[] = [];
  for (const kind of BAD_TOKEN_KINDS) forged.push({ kind: kind.name, message: kind.message, token: await kind.forge(context) });
  return forged;
}

/** The Authorization header of a forged token (none for "no token"). */
export function authorizationOf(token: string | undefined): Record<string, string> {
  return token === undefined ? {} : { authorization: `Bearer ${token}` };
}
