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

/** Sender → receiver times, one message at a time, in ms. */
async function measure(url: string, sender: BenchAccount, receiver: BenchAccount, count: number): Promise<number[]> {
  const [from, to] = await Promise.all([open(url, sender.token), open(url, receiver.token)]);
  try {
    const times: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const text = `Latency probe ${i} ${Date.now()}`;
      const arrived = new Promise<void>((resolve) => {
        const onMessage = (message: { text?: string }) => {
          if (message.text !== text) return;
          to.off('receiveMessage', onMessage);
          resolve();
        };
        to.on('receiveMessage', onMessage);
      });
      const start = process.hrtime.bigint();
      from.emit('sendMessage', { receiverId: receiver.id, text });
      await withTimeout(arrived, 10_000, `message ${i} did not arrive within 10 s`);
      times.push(msSince(start));
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    return times;
  } finally {
    from.disconnect();
    to.disconnect();
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

async function withIdleSockets(url: string, users: BenchAccount[], sender: BenchAccount, receiver: BenchAccount) {
  const idle = await openMany(url, users, IDLE_SOCKETS);
  try {
    await measure(url, sender, receiver, WARM_UP_MESSAGES);
    return await measure(url, sender, receiver, MESSAGES);
  } finally {
    for (const socket of idle) socket.disconnect();
  }
}

export async function realtimeLatency(): Promise<BenchResult> {
  const stack = await startEmbeddedStack('realtime', PORT);
  try {
    const [sender, receiver] = [await signUp(stack.apiUrl), await signUp(stack.apiUrl, 'Investor')];
    const users: BenchAccount[] = [];
    for (let i = 0; i < IDLE_USERS; i += 1) users.push(await signUp(stack.apiUrl, 'Jobseeker'));
    const direct = await withIdleSockets(stack.apiUrl, users, sender, receiver);
    const gateway = await withIdleSockets(stack.gatewayUrl, users, sender, receiver);
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
        `${IDLE_SOCKETS} idle sockets of ${IDLE_USERS} users stay connected (the same way as the measured pair: through the gateway, or direct) while one sender emits \`sendMessage\` and a receiver waits for \`receiveMessage\`; ${MESSAGES} messages one after another, ${GAP_MS} ms apart, after ${WARM_UP_MESSAGES} unmeasured ones.`,
        'Each message is stored (SQLite) before it is pushed, so the time includes the insert. Clients run in the benchmark process on the same 2 cores.',
      ],
    };
  } finally {
    await stack.stop();
  }
}
