// Realtime: how long a chat message takes from sender to receiver, through the gateway's websocket
// relay versus straight at the api, first with no one else connected, then with 5,000 other sockets
// connected while comments flow on videos most of them do not watch (each probe right behind one
// comment), in one run. Before `newComment` went only to a video's watchers (issue 21), every comment
// went to every socket and the chat message behind it waited for all of them.
import { io as connect, type Socket } from 'socket.io-client';
import { videoBytes } from './support/media';
import { atMost, type BenchResult } from './support/results';
import { bearer, startChat, startEmbeddedStack, signUp, type BenchAccount, type EmbeddedStack } from './support/stack';
import { msSince, percentile } from './support/stats';

const PORT = 8584;
const IDLE_SOCKETS = 5000;
/** The api keeps at most 10 sockets per user (the 11th closes the oldest). */
const SOCKETS_PER_USER = 10;
const IDLE_USERS = IDLE_SOCKETS / SOCKETS_PER_USER;
/** Every probe comments on one of these videos in turn. */
const VIDEOS = 100;
/** Each idle socket watches this many of them, as a phone shows a card or two of the feed. */
const WATCHED_PER_SOCKET = 2;
const WATCHERS_PER_VIDEO = (IDLE_SOCKETS * WATCHED_PER_SOCKET) / VIDEOS;
const SIGN_UP_BATCH = 8;
const CONNECT_BATCH = 50;
const WARM_UP_MESSAGES = 50;
const MESSAGES = 500;
/** Right behind a comment every socket hears (what each comment cost before), fewer: each is slow. */
const BROADCAST_MESSAGES = 100;
const BROADCAST_WARM_UP = 10;
/** A pause between messages, so each is measured on its own rather than queued behind the last. */
const GAP_MS = 5;

function open(url: string, token: string): Promise<Socket> {
  // Signed in as the web's client is: the token in the handshake (none, no session) and the CONNECT packet.
  const socket = connect(url, { path: '/socket.io', query: { token }, auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 20_000 });
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

/** Something done before each probe (a comment), not timed. */
type BeforeProbe = (i: number) => Promise<void>;

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
async function interleaved(pairs: { gateway: Pair; direct: Pair }, count: number, label: string, beforeProbe: BeforeProbe = async () => {}) {
  const times = { gateway: [] as number[], direct: [] as number[] };
  for (let i = 0; i < count; i += 1) {
    for (const path of ['gateway', 'direct'] as const) {
      await beforeProbe(i);
      times[path].push(await timeOne(pairs[path], `Latency probe ${label} ${path} ${i}`));
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

async function signUpMany(stack: EmbeddedStack, count: number): Promise<BenchAccount[]> {
  const users: BenchAccount[] = [];
  while (users.length < count) {
    const batch = Math.min(SIGN_UP_BATCH, count - users.length);
    users.push(...(await Promise.all(Array.from({ length: batch }, () => signUp(stack, 'Jobseeker')))));
  }
  return users;
}

/** Videos of `owner` (a Hustler: only they publish). */
async function uploadVideos(stack: EmbeddedStack, owner: BenchAccount): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < VIDEOS; i += 1) {
    const form = new FormData();
    form.append('title', `Watched pitch ${i}`);
    form.append('video', new Blob([videoBytes()], { type: 'video/mp4' }), 'pitch.mp4');
    const response = await fetch(`${stack.apiUrl}/api/userprofile/addvideo`, { method: 'POST', headers: bearer(owner.token), body: form });
    if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { video: { _id: string } }).video._id);
  }
  return ids;
}

/**
 * Socket i watches videos i and i + 1 (mod VIDEOS), so each video has WATCHERS_PER_VIDEO watchers;
 * `everyone` adds a video every socket watches.
 */
async function watchSome(sockets: Socket[], videoIds: string[], everyone?: string) {
  const watchedBy = (i: number) => [
    ...Array.from({ length: WATCHED_PER_SOCKET }, (_, k) => videoIds[(i + k) % videoIds.length]),
    ...(everyone ? [everyone] : []),
  ];
  for (let start = 0; start < sockets.length; start += CONNECT_BATCH) {
    const batch = sockets.slice(start, start + CONNECT_BATCH);
    const replies = await Promise.all(
      batch.map((socket, i) => socket.timeout(20_000).emitWithAck('watchVideos', { videoIds: watchedBy(start + i) })),
    );
    if (replies.some((reply: { ok?: boolean }) => reply.ok !== true)) throw new Error(`watchVideos refused: ${JSON.stringify(replies[0])}`);
  }
}

/** Comments through the gateway on the videos in turn; the api pushes `newComment` before it answers. */
function commentEachTime(stack: EmbeddedStack, commenter: BenchAccount, videoIds: string[]): BeforeProbe {
  return async (i) => {
    const response = await fetch(`${stack.gatewayUrl}/api/videos/comments`, {
      method: 'POST',
      headers: { ...bearer(commenter.token), 'content-type': 'application/json' },
      body: JSON.stringify({ videoId: videoIds[i % videoIds.length], text: `Comment ${i}` }),
    });
    if (response.status !== 201) throw new Error(`comment failed: ${response.status} ${await response.text()}`);
  };
}

export async function realtimeLatency(): Promise<BenchResult> {
  // 5,000 sockets from one address: the gateway's per-address caps (for people) are lifted (0 = off).
  const stack = await startEmbeddedStack('realtime', PORT, { MAX_CONNECTIONS_PER_ADDRESS: '0', MAX_UPGRADES_PER_ADDRESS: '0' });
  const open: Socket[] = [];
  try {
    const accounts = await Promise.all(['Hustler', 'Investor', 'Hustler', 'Investor', 'Hustler'].map((role) => signUp(stack, role)));
    const commenter = accounts[4]!;
    // Each pair chats already (DESIGN §7.4: a stranger's first message waits for acceptance).
    await Promise.all([startChat(stack, accounts[0]!, accounts[1]!, 'Hello'), startChat(stack, accounts[2]!, accounts[3]!, 'Hello')]);
    const pairs = {
      gateway: await openPair(stack.gatewayUrl, accounts[0]!, accounts[1]!),
      direct: await openPair(stack.apiUrl, accounts[2]!, accounts[3]!),
    };
    open.push(...Object.values(pairs).flatMap((pair) => [pair.from, pair.to]));
    await interleaved(pairs, WARM_UP_MESSAGES, 'quiet warm-up');
    const quiet = await interleaved(pairs, MESSAGES, 'quiet');

    const signUpStart = process.hrtime.bigint();
    const users = await signUpMany(stack, IDLE_USERS);
    const signUpS = msSince(signUpStart) / 1000;
    const videoIds = await uploadVideos(stack, commenter);
    // Everyone else is connected the way the app connects: through the gateway.
    const connectStart = process.hrtime.bigint();
    const idle = await openMany(stack.gatewayUrl, users, IDLE_SOCKETS);
    open.push(...idle);
    await watchSome(idle, videoIds);
    const connectS = msSince(connectStart) / 1000;
    await interleaved(pairs, WARM_UP_MESSAGES, 'connected warm-up');
    const connected = await interleaved(pairs, MESSAGES, 'connected');
    const comment = commentEachTime(stack, commenter, videoIds);
    await interleaved(pairs, WARM_UP_MESSAGES, 'busy warm-up', comment);
    const busy = await interleaved(pairs, MESSAGES, 'busy', comment);
    // The same comments as before newComment went only to watchers: to all 5,000 sockets.
    const [shared, ...others] = videoIds;
    await watchSome(idle, others, shared);
    const commentOnShared = commentEachTime(stack, commenter, [shared!]);
    await interleaved(pairs, BROADCAST_WARM_UP, 'broadcast warm-up', commentOnShared);
    const broadcast = await interleaved(pairs, BROADCAST_MESSAGES, 'broadcast', commentOnShared);
    const connectedAtEnd = idle.filter((socket) => socket.connected).length;

    const p = (samples: number[], at: number) => percentile(samples, at);
    const quietLabel = 'no other sockets, no comments';
    return {
      figures: [
        { name: 'chat p50 via gateway, 5,000 sockets + comments', value: p(busy.gateway, 50), unit: 'ms', baseline: { label: quietLabel, value: p(quiet.gateway, 50) } },
        {
          name: 'chat p99 via gateway, 5,000 sockets + comments',
          value: p(busy.gateway, 99),
          unit: 'ms',
          baseline: { label: quietLabel, value: p(quiet.gateway, 99) },
          target: atMost(p(busy.gateway, 99), 20, '≤ 20 ms'),
        },
        { name: 'chat p99 via gateway, 5,000 sockets, no comments', value: p(connected.gateway, 99), unit: 'ms', baseline: { label: quietLabel, value: p(quiet.gateway, 99) } },
        {
          name: 'chat p99 via gateway, 5,000 sockets, each comment to all of them',
          value: p(broadcast.gateway, 99),
          unit: 'ms',
          baseline: { label: quietLabel, value: p(quiet.gateway, 99) },
        },
        { name: 'chat p99 direct to api, 5,000 sockets + comments', value: p(busy.direct, 99), unit: 'ms', baseline: { label: quietLabel, value: p(quiet.direct, 99) } },
      ],
      notes: [
        `A sender emits \`sendMessage\` and its receiver waits for \`receiveMessage\`: one pair through the gateway, one pair straight at the api, ${MESSAGES} messages each, in turns, ${GAP_MS} ms apart, after ${WARM_UP_MESSAGES} unmeasured ones each; first with no other socket and no comments, then with ${IDLE_SOCKETS.toLocaleString('en')} more sockets (${IDLE_USERS} users × ${SOCKETS_PER_USER}) connected through the gateway, without comments and then with them.`,
        `With comments: each idle socket watches ${WATCHED_PER_SOCKET} of ${VIDEOS} videos (\`watchVideos\`), so each video has ${WATCHERS_PER_VIDEO} watchers and ${IDLE_SOCKETS - WATCHERS_PER_VIDEO} sockets that do not watch it; right before every probe a comment on the next video is posted through the gateway and answered (its \`newComment\` is pushed before the answer). ${connectedAtEnd.toLocaleString('en')} idle sockets were still connected at the end.`,
        `Each comment to all of them: every idle socket also watches one video, and each probe follows a comment on it (${BROADCAST_MESSAGES} probes a path after ${BROADCAST_WARM_UP}): what every comment cost while \`newComment\` went to every socket. Its p50 via gateway: ${p(broadcast.gateway, 50).toFixed(1)} ms.`,
        `Setup: ${IDLE_USERS} sign-ups (each email proven by its mailed link) took ${signUpS.toFixed(1)} s; connecting and watching took ${connectS.toFixed(1)} s. Each message is stored (SQLite) before it is pushed, so the time includes the insert. Clients run in the benchmark process on the same 2 cores.`,
      ],
    };
  } finally {
    for (const socket of open) socket.disconnect();
    await stack.stop();
  }
}
