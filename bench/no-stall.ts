// No request stalls the others: p99 of a cheap request to the api (a person's profile) when the
// api is otherwise idle, and while another client asks for the heaviest lists back to back (the
// heavy user's chat list and the history of their longest conversation), on a SQLite database
// with a million messages. Idle and loaded blocks alternate so that load on the machine falls on both.
import { Agent } from 'node:http';
import { getAs, seedLoadDatabase, startLoadStack, timeGet, type LoadStack } from './support/load-stack';
import { atMost, type BenchResult } from './support/results';
import { scratchDir } from './support/stack';
import { percentile } from './support/stats';

const PORT = 8610;
const MESSAGES = Number(process.env.NO_STALL_MESSAGES ?? 1_000_000);
const OTHER_ROWS = 10_000;
const BLOCKS = 6;
const SAMPLES_PER_BLOCK = 100;
const WARM_UP = 20;

/** Requests the heavy lists one after another until stopped; answers how many it made. */
function heavyClient(stack: LoadStack, partnerId: string) {
  const own: LoadStack = { ...stack, agent: new Agent({ keepAlive: true, maxSockets: 1 }) };
  let running = true;
  let made = 0;
  let totalMs = 0;
  const done = (async () => {
    while (running) {
      totalMs += await timeGet(own, `${stack.apiUrl}/api/messages`);
      totalMs += await timeGet(own, `${stack.apiUrl}/api/messages/${partnerId}`);
      made += 2;
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      own.agent.destroy();
      return { made, meanMs: made ? totalMs / made : 0 };
    },
  };
}

export async function noStall(): Promise<BenchResult> {
  const data = scratchDir('no-stall');
  try {
    const target = { env: { DATA_DIR: data.dir }, dataDir: data.dir };
    const seeded = await seedLoadDatabase(target, { users: OTHER_ROWS, videos: OTHER_ROWS, messages: MESSAGES, notifications: OTHER_ROWS });
    const stack = await startLoadStack('no-stall', PORT, target);
    try {
      const cheap = `${stack.apiUrl}/api/users/${seeded.partnerId}`;
      for (let i = 0; i < WARM_UP; i += 1) await getAs(stack, cheap);
      const times = { idle: [] as number[], loaded: [] as number[] };
      let heavy = { made: 0, meanMs: 0 };
      for (let block = 0; block < BLOCKS; block += 1) {
        for (let i = 0; i < SAMPLES_PER_BLOCK; i += 1) times.idle.push(await timeGet(stack, cheap));
        const client = heavyClient(stack, seeded.partnerId);
        for (let i = 0; i < SAMPLES_PER_BLOCK; i += 1) times.loaded.push(await timeGet(stack, cheap));
        const made = await client.stop();
        heavy = { made: heavy.made + made.made, meanMs: (heavy.meanMs * heavy.made + made.meanMs * made.made) / Math.max(1, heavy.made + made.made) };
      }
      const p = (at: number) => ({ idle: percentile(times.idle, at), loaded: percentile(times.loaded, at) });
      const [p50, p99] = [p(50), p(99)];
      return {
        figures: [
          {
            name: `SQLite: a profile's p99 while the heaviest lists run (${MESSAGES.toLocaleString('en')} messages)`,
            value: p99.loaded,
            unit: 'ms',
            baseline: { label: 'idle', value: p99.idle },
            target: atMost(p99.loaded, 2 * p99.idle, '≤ 2 × idle'),
          },
        ],
        notes: [
          `GET /api/users/:id (a person's profile) as the heavy user, one at a time, in ${BLOCKS} idle and ${BLOCKS} loaded blocks of ${SAMPLES_PER_BLOCK}, taking turns. Loaded: another client on its own connection asks for GET /api/messages and GET /api/messages/:id (the heavy user's chat list and their longest conversation) back to back.`,
          `Database: ${MESSAGES.toLocaleString('en')} messages (half the heavy user's, over 100 conversations) and ${OTHER_ROWS.toLocaleString('en')} users, videos and notifications, seeded by seed:load's functions in ${seeded.seconds.toFixed(0)} s.`,
          `p50 ${p50.idle.toFixed(2)} ms idle, ${p50.loaded.toFixed(2)} ms loaded; the heavy client made ${heavy.made} requests, ${heavy.meanMs.toFixed(1)} ms each on average.`,
        ],
      };
    } finally {
      await stack.stop();
    }
  } finally {
    data.remove();
  }
}
