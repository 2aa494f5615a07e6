import { loadConfig } from '@startupsetu/server-core/config';
import { openDatabase } from '@startupsetu/server-core/db/database';
import { postInternal, serviceUrl } from '@startupsetu/server-core/http/internal-call';
import { ADMIN_USAGE, COMMAND_LINE_EFFECTS, runAdminCommand } from './admin-commands';

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error(ADMIN_USAGE);
  process.exit(1);
}

try {
  const config = loadConfig();
  const db = await openDatabase(config);
  // Reporters hear of a decision through notify, as they do of one made on /moderation; a notify
  // that is not running loses only the notification (a warning says so).
  const notifyUrl = serviceUrl(config.notifyUrl, config.notifyPort);
  try {
    process.exitCode = await runAdminCommand(db, args, console, {
      ...COMMAND_LINE_EFFECTS,
      notify: (notification) => postInternal({ baseUrl: notifyUrl, path: '/internal/notifications', secret: config.internalSecret, body: notification }),
      warn: (message, error) => console.error(`${message}: ${error instanceof Error ? error.message : String(error)}`),
    });
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(`admin failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
