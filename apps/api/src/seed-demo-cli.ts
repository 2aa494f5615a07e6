// `npm run seed:demo`: fills the database `npm start` uses (DATA_DIR, or DATABASE_URL when set)
// with the demo community. Safe to run again: what exists is left as it is.
import { loadConfig } from '@startupsetu/server-core/config';
import { openDatabase } from '@startupsetu/server-core/db/database';
import { errorText } from '@startupsetu/server-core/error-text';
import { FileMediaStorage } from '@startupsetu/server-core/media/file-media-storage';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo/demo-people';
import { seedDemo } from './demo/seed-demo';

try {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const { people, newPeople, added } = await seedDemo(db, new FileMediaStorage(config.mediaDir));
    const where = config.databaseUrl ? 'the PostgreSQL database' : config.dataDir;
    console.log(`Demo community ready in ${where}: ${people} people (${newPeople} new).`);
    console.log(
      `Added ${added.videos} videos, ${added.blogs} blogs and talks, ${added.comments} comments, ` +
        `${added.messages} messages, ${added.notifications} notifications, ${added.requests} connect requests, ${added.connections} connections, ` +
        `${added.startups} startups and ${added.jobs} jobs${newPeople || Object.values(added).some(Boolean) ? '' : ' (all were there already)'}.`,
    );
    console.log(`Sign in with any of these emails and the password "${DEMO_PASSWORD}":`);
    for (const person of DEMO_PEOPLE) console.log(`  ${person.role.padEnd(9)}  ${person.email}`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(`seed:demo failed: ${errorText(error)}`);
  process.exitCode = 1;
}
