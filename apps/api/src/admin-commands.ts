import type { Database } from '@startupsetu/server-core/db/database';
import { setUserVerified } from '@startupsetu/server-core/repositories/users-repository';

export const ADMIN_USAGE = 'Usage: npm run admin -- verify <email>';

export interface AdminOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Runs one operator command; returns the process exit code. */
export async function runAdminCommand(db: Database, args: string[], out: AdminOutput): Promise<number> {
  const [command, email, ...rest] = args;
  if (command !== 'verify' || !email?.trim() || rest.length > 0) {
    out.error(command && command !== 'verify' ? `Unknown command "${command}". ${ADMIN_USAGE}` : ADMIN_USAGE);
    return 1;
  }
  if (!(await setUserVerified(db, email, true))) {
    out.error(`No user with the email ${email.trim().toLowerCase()}`);
    return 1;
  }
  out.log(`${email.trim().toLowerCase()} is now verified`);
  return 0;
}
