import { loadConfig } from '@startupsetu/server-core/config';
import { openDatabase } from '@startupsetu/server-core/db/database';
import { ADMIN_USAGE, runAdminCommand } from './admin-commands';

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error(ADMIN_USAGE);
  process.exit(1);
}

try {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    process.exitCode = await runAdminCommand(db, args, console);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(`admin failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
