import type { Database } from '@startupsetu/server-core/db/database';
import { endSessions } from '@startupsetu/server-core/repositories/sessions-repository';
import { findUserByEmail, normalizeEmail, setUserVerified } from '@startupsetu/server-core/repositories/users-repository';
import { MODERATE_USAGE, moderateFromCommandLine, printReports, setModerator, type AdminOutput } from './admin-moderation-commands';
import type { ModerationEffects } from './routes/moderation/moderate-report';

export type { AdminOutput };

export const ADMIN_USAGE =
  'Usage: npm run admin -- verify <email> | revoke <email> | grant-moderator <email> | revoke-moderator <email> | ' +
  `reports [--json] | ${MODERATE_USAGE}`;

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

const EMAIL_COMMANDS: Record<string, { run(db: Database, email: string): Promise<boolean>; done: string }> = {
  verify: { run: (db, email) => setUserVerified(db, email, true), done: 'is now verified' },
  // A lost phone or a leaked token: every session of the user ends; they sign in again.
  revoke: { run: revokeSessions, done: 'is signed out everywhere' },
  'grant-moderator': { run: (db, email) => setModerator(db, email, true), done: 'is now a moderator' },
  'revoke-moderator': { run: (db, email) => setModerator(db, email, false), done: 'is no longer a moderator' },
};

/**
 * What a decision made here does beyond the database. Sessions end in the database, and every api
 * instance's session watcher closes their sockets; open pages drop removed content on their next
 * refresh; reporters get their notification over the bus, or stored for them (admin.ts).
 */
export const COMMAND_LINE_EFFECTS: ModerationEffects = {
  announceRemoved: () => {},
  closeSessions: () => {},
  notify: async () => {},
  mailSuspended: async () => {},
  warn: () => {},
};

/** Runs one operator command; returns the process exit code. */
export async function runAdminCommand(db: Database, args: string[], out: AdminOutput, effects: ModerationEffects = COMMAND_LINE_EFFECTS): Promise<number> {
  const [name, ...rest] = args;
  if (name === 'reports') {
    if (rest.length > 1 || (rest.length === 1 && rest[0] !== '--json')) return usage(out);
    return printReports(db, rest[0] === '--json', out);
  }
  if (name === 'moderate') return moderateFromCommandLine(db, rest, effects, out);
  const command = name ? EMAIL_COMMANDS[name] : undefined;
  const [email, ...extra] = rest;
  if (!command || !email?.trim() || extra.length > 0) {
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

function usage(out: AdminOutput): number {
  out.error(ADMIN_USAGE);
  return 1;
}
