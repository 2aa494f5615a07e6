import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** `npm run admin -- revoke <email>` against the suite's server: every session of the user ends. */
export function revokeSessions(email: string): void {
  execFileSync(join('node_modules', '.bin', 'tsx'), ['apps/api/src/admin.ts', 'revoke', email], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR! },
    stdio: 'pipe',
  });
}
