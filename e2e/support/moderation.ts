import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// The operator's moderation commands against the suite's server (its data directory, and its notify
// port so that reporters are told of a decision as they are from /moderation).

/** `npm run admin -- <args>`; answers what it printed (throws when it exits non-zero). */
export function adminCommand(...args: string[]): string {
  const port = Number(process.env.E2E_PORT ?? 8181);
  return execFileSync(join('node_modules', '.bin', 'tsx'), ['apps/api/src/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, NOTIFY_PORT: String(port + 2) },
    stdio: 'pipe',
    encoding: 'utf8',
  });
}

/** `npm run admin -- grant-moderator <email>`: the user gets /moderation. */
export function grantModerator(email: string): void {
  adminCommand('grant-moderator', email);
}
