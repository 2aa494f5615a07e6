// Realtime: how long a chat message takes from sender to receiver while 1,000 other sockets are
// connected, through the gateway's websocket relay versus straight at the api, in one run.
import { io as connect, type Socket } from 'socket.io-client';
import { atMost, type BenchResult } from './support/results';
import { startEmbeddedStack, signUp, type BenchAccount } from './support/stack';
import { msSince, percentile } from './support/stats';

const PORT = 8584;
const IDLE_SOCKETS = 1000;
const IDLE_USERS = 20;
const CONNECT_BATCH = 50;
const WARM_UP_MESSAGES = 50;
const MESSAGES = 500;
/** A pause between messages, so each is measured on its own rather than queued behind the last. */
const GAP_MS = 5;

function open(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 20_000 });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

async function openMany(url: string, users: BenchAccount[], count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  try {
    while (sockets.length < count) {
      const batch = Math.min(CONNECT_BATCH, count - sockets.length);
      const start = sockets.length;
      sockets.push(...(await Promise.all(Array.from({ length: batch }, (_, i) => open(url, users[(start + i) % users.length]!.token)))));
    }
    return sockets;
  } catch (error) {
    for (const socket of sockets) socket.disconnect();
    throw error;
  }
}

interface Pair {
  from: Socket;
  to: Socket;
  receiverId: string;
}

async function openPair(url: string, sender: BenchAccount, receiver: BenchAccount): Promise<Pair> {
  const [from, to] = await Promise.all([open(url, sender.token), open(url, receiver.token)]);
  return { from, to, receiverId: receiver.id };
}

/** One message from sender to receiver, in ms. */
async function timeOne({ from, to, receiverId }: Pair, text: string): Promise<number> {
  const arrived = new Promise<void>((resolve) => {
    const onMessage = (message: { text?: string }) => {
      if (message.text !== text) return;
      to.off('receiveMessage', onMessage);
      resolve();
    };
    to.on('receiveMessage', onMessage);
  });
  const start = process.hrtime.bigint();
  from.emit('sendMessage', { receiverId, text });
  await withTimeout(arrived, 10_000, `"${text}" did not arrive within 10 s`);
  return msSince(start);
}

/** Messages through each pair in turns, so that whatever else the machine does falls on both alike. */
async function interleaved(pairs: { gateway: Pair; direct: Pair }, count: number) {
  const times = { gateway: [] as number[], direct: [] as number[] };
  for (let i = 0; i < count; i += 1) {
    for (const path of ['gateway', 'direct'] as const) {
      times[path].push(await timeOne(pairs[path], `Latency probe ${path} ${i}`));
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
  }
  return times;
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

export async function realtimeLatency(): Promise<BenchResult> {
  const stack = await startEmbeddedStack('realtime', PORT);
  try {
    const accounts = await Promise.all(['Hustler', 'Investor', 'Hustler', 'Investor'].map((role) => signUp(stack.apiUrl, role)));
    const users: BenchAccount[] = [];
    for (let i = 0; i < IDLE_USERS; i += 1) users.push(await signUp(stack.apiUrl, 'Jobseeker'));
    // Everyone else is connected the way the app connects: through the gateway.
    const idle = await openMany(stack.gatewayUrl, users, IDLE_SOCKETS);
    const pairs = {
      gateway: await openPair(stack.gatewayUrl, accounts[0]!, accounts[1]!),
      direct: await openPair(stack.apiUrl, accounts[2]!, accounts[3]!),
    };
    let times: { gateway: number[]; direct: number[] };
    try {
      await interleaved(pairs, WARM_UP_MESSAGES);
      times = await interleaved(pairs, MESSAGES);
    } finally {
      for (const socket of [...idle, ...Object.values(pairs).flatMap((pair) => [pair.from, pair.to])]) socket.disconnect();
    }
    const { gateway, direct } = times;
    const p = (samples: number[], at: number) => percentile(samples, at);
    return {
      figures: [
        { name: 'chat p50 via gateway', value: p(gateway, 50), unit: 'ms', baseline: { label: 'direct to api', value: p(direct, 50) } },
        {
          name: 'chat p99 via gateway',
          value: p(gateway, 99),
          unit: 'ms',
          baseline: { label: 'direct to api', value: p(direct, 99) },
          target: atMost(p(gateway, 99), 20, '≤ 20 ms'),
        },
      ],
      notes: [
        `${IDLE_SOCKETS} idle sockets of ${IDLE_USERS} users stay connected through the gateway while a sender emits \`sendMessage\` and its receiver waits for \`receiveMessage\`: one pair through the gateway, one pair straight at the api, ${MESSAGES} messages each, in turns, ${GAP_MS} ms apart, after ${WARM_UP_MESSAGES} unmeasured ones each.`,
        'Each message is stored (SQLite) before it is pushed, so the time includes the insert. Clients run in the benchmark process on the same 2 cores.',
      ],
    };
  } finally {
    await stack.stop();
  }
}
