import { SignJWT } from 'jose';
import type { Database } from '../db/database';
import type { Role } from '../db/schema';
import { createSession, endSessions, SESSION_IDLE_MS } from '../repositories/sessions-repository';
import { insertUser } from '../repositories/users-repository';
import { SESSION_ENDED, signAccessToken } from '../tokens';
import { signSessionToken } from './session-tokens';

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

async function someoneElse(db: Database, tag: string) {
  return insertUser(db, { email: `${tag}-${Date.now()}-${Math.random()}@example.com`, passwordHash: 'x', role: 'Investor' });
}

/** A genuine, unexpired token of the user whose session is then changed by `change`. */
async function sessionThen(context: ForgeContext, change: (db: Database, sessionId: string) => Promise<unknown>): Promise<string> {
  const session = await createSession(context.db, context.user.id, 'forged-tokens');
  await change(context.db, session.id);
  return signAccessToken({ userId: context.user.id, role: context.user.role, sessionId: session.id }, context.secret);
}

export const BAD_TOKEN_KINDS: readonly BadTokenKind[] = [
  { name: 'no token', message: 'No token provided', forge: async () => undefined },
  { name: 'expired', message: 'Token expired', forge: ({ db, user, secret }) => signSessionToken(db, secret, user, { expiresIn: '-1 hour' }) },
  { name: 'signed with another key', message: 'Invalid token', forge: ({ db, user }) => signSessionToken(db, OTHER_KEY, user) },
  { name: 'malformed', message: 'Invalid token', forge: async () => 'not.a-jwt.at-all' },
  {
    name: 'unsigned (alg none)',
    message: 'Invalid token',
    forge: async ({ db, user }) => {
      const session = await createSession(db, user.id, 'forged-tokens');
      return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: user.id, role: user.role, sid: session.id, exp: inAnHour() })}.`;
    },
  },
  {
    // A genuine signature over a payload naming someone else: the classic tampered token.
    name: 'payload swapped under a valid signature',
    message: 'Invalid token',
    forge: async ({ user, secret, db }) => {
      const someone = await someoneElse(db, 'swap');
      const [header, , signature] = (await signSessionToken(db, secret, someone)).split('.');
      const session = await createSession(db, user.id, 'forged-tokens');
      return `${header}.${base64url({ sub: user.id, role: user.role, sid: session.id, iat: inAnHour() - 3600, exp: inAnHour() })}.${signature}`;
    },
  },
  {
    // Validly signed, but the session it names belongs to another person.
    name: "another person's session",
    message: 'Invalid token',
    forge: async ({ user, secret, db }) => {
      const someone = await someoneElse(db, 'other-session');
      const theirs = await createSession(db, someone.id, 'forged-tokens');
      return signAccessToken({ userId: user.id, role: user.role, sessionId: theirs.id }, secret);
    },
  },
  {
    // Signed before server-side sessions (issue 19): no `sid` claim.
    name: 'from a release before sessions (no sid)',
    message: SESSION_ENDED,
    forge: async ({ user, secret }) =>
      new SignJWT({ role: user.role }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(secret)),
  },
  { name: 'session signed out', message: SESSION_ENDED, forge: (context) => sessionThen(context, (db, id) => endSessions(db, { userId: context.user.id, only: id })) },
  {
    name: 'session idle for over 30 days',
    message: SESSION_ENDED,
    forge: (context) =>
      sessionThen(context, (db, id) =>
        db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - SESSION_IDLE_MS - 60_000).toISOString() }).where('id', '=', id).execute(),
      ),
  },
  {
    // The session went with the account.
    name: 'user no longer exists',
    message: SESSION_ENDED,
    forge: async ({ db, secret, user }) => {
      const gone = await insertUser(db, { email: `gone-${Date.now()}-${Math.random()}@example.com`, passwordHash: 'x', role: user.role });
      const token = await signSessionToken(db, secret, gone);
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
