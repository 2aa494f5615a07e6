// `npm run seed:load -- --users N --videos N --messages N --notifications N --jobs N --applications N`: fills the database
// `npm start` uses (DATA_DIR, or DATABASE_URL when set) with load data for benchmarks and tests.
import { loadConfig } from '@startupsetu/server-core/config';
import { openDatabase } from '@startupsetu/server-core/db/database';
import { errorText } from '@startupsetu/server-core/error-text';
import { FileMediaStorage } from '@startupsetu/server-core/media/file-media-storage';
import { parseLoadCounts, USAGE } from './load-counts';
import { HEAVY_EMAIL, HEAVY_PASSWORD } from './load-people';
import { seedLoad } from './seed-load';

const PROGRESS_EVERY_MS = 2000;

function progressPrinter() {
  let phase = '';
  let started = 0;
  let printed = 0;
  return (name: string, done: number, total: number) => {
    const now = performance.now();
    if (name !== phase) [phase, started, printed] = [name, now, 0];
    if (done < total && now - printed < PROGRESS_EVERY_MS) return;
    printed = now;
    const rate = done / Math.max(0.001, (now - started) / 1000);
    console.log(`  ${name}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${Math.round(rate).toLocaleString('en')} rows/s)`);
  };
}

try {
  const counts = parseLoadCounts(process.argv.slice(2));
  const config = loadConfig();
  // Opening applies the migrations, as the services do when they start.
  const db = await openDatabase(config);
  try {
    const where = config.databaseUrl ? 'the PostgreSQL database' : config.dataDir;
    console.log(`Seeding ${where}: ${Object.entries(counts).map(([name, n]) => `${n.toLocaleString('en')} ${name}`).join(', ')}`);
    const { seconds, ids } = await seedLoad(db, new FileMediaStorage(config.mediaDir), counts, progressPrinter());
    for (const [name, s] of Object.entries(seconds)) {
      const rows = counts[name as keyof typeof counts];
      if (rows) console.log(`${name}: ${rows.toLocaleString('en')} in ${s.toFixed(1)} s (${Math.round(rows / Math.max(s, 0.001)).toLocaleString('en')} rows/s)`);
    }
    console.log(`Sign in as ${HEAVY_EMAIL} with the password "${HEAVY_PASSWORD}" (half of the messages and notifications are theirs).`);
    if (ids.ownStartupSlug) console.log(`Their startup is ${ids.ownStartupSlug}${ids.pipelineJobId ? `; its job ${ids.pipelineJobId} has the big pipeline` : ''}.`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(`seed:load failed: ${errorText(error)}`);
  console.error(USAGE);
  process.exitCode = 1;
}
