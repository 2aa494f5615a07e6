import type { Database } from '@startupsetu/server-core/db/database';
import { endSessions } from '@startupsetu/server-core/repositories/sessions-repository';
import { findUserByEmail, normalizeEmail, setUserVerified } from '@startupsetu/server-core/repositories/users-repository';

export const ADMIN_USAGE = 'Usage: npm run admin -- verify <email> | revoke <email>';

export interface AdminOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * Ends every session of the user: their tokens answer 401 at once, and every api instance's session
 * watcher closes their sockets within a second. False when no user has that email.
 */
async function revokeSessions(db: Database, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await endSessions(db, { userId: user.id });
  return true;
}

const COMMANDS: Record<string, { run(db: Database, email: string): Promise<boolean>; done: string }> = {
  verify: { run: (db, email) => setUserVerified(db, email, true), done: 'is now verified' },
  // A lost phone or a leaked token: every session of the user ends; they sign in again.
  revoke: { run: revokeSessions, done: 'is signed out everywhere' },
};

/** Runs one operator command; returns the process exit code. */
export async function runAdminCommand(db: Database, args: string[], out: AdminOutput): Promise<number> {
  const [name, email, ...rest] = args;
  const command = name ? COMMANDS[name] : undefined;
  if (!command || !email?.trim() || rest.length > 0) {
    out.error(name && !command ? `Unknown command "${name}". ${ADMIN_USAGE}` : ADMIN_USAGE);
    return 1;
  }
  if (!(await command.run(db, email))) {
    out.error(`No user with the email ${normalizeEmail(email)}`);
    return 1;
  }
  out.log(`${normalizeEmail(email)} ${command.done}`);
  return 0;
}
