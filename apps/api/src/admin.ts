import { connectRedisBus } from '@startupsetu/server-core/bus/redis-bus';
import type { NotificationRequest } from '@startupsetu/server-core/bus/notification-bus';
import { loadConfig } from '@startupsetu/server-core/config';
import { openDatabase, type Database } from '@startupsetu/server-core/db/database';
import { createNotification } from '@startupsetu/server-core/repositories/notification-rows';
import { ADMIN_USAGE, COMMAND_LINE_EFFECTS, runAdminCommand } from './admin-commands';
import { createMailer } from './mail/mailer';
import { suspendedPersonMailer } from './routes/reports/suspended-person-mail';

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error(ADMIN_USAGE);
  process.exit(1);
}

const quietLog = { info: () => {}, warn: (_details: object, message: string) => console.error(message) };

/**
 * How the command line tells reporters of a decision. Scaled (REDIS_URL): over the bus, as the api
 * does, so notify stores and pushes it live. Embedded, the running process has no bus this one can
 * reach: the notification is stored, and the reporter sees it in the list and at their next connect.
 */
async function reporterNotifier(db: Database, redisUrl: string | undefined) {
  if (!redisUrl) {
    return { notify: async (notification: NotificationRequest) => void (await createNotification(db, notification)), close: async () => {} };
  }
  const bus = await connectRedisBus(redisUrl, quietLog);
  return { notify: (notification: NotificationRequest) => bus.send('notification.requested', notification), close: () => bus.close() };
}

try {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const notifier = await reporterNotifier(db, config.redisUrl);
    const mailer = createMailer(config, quietLog);
    try {
      process.exitCode = await runAdminCommand(db, args, console, {
        ...COMMAND_LINE_EFFECTS,
        notify: notifier.notify,
        mailSuspended: suspendedPersonMailer(db, config, mailer),
        warn: (message, error) => console.error(`${message}: ${error instanceof Error ? error.message : String(error)}`),
      });
    } finally {
      mailer.close();
      await notifier.close();
    }
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(`admin failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
