// Gateway overhead: the dashboard feed read through the gateway versus straight at the api, in one
// run against the same embedded process (`npm start`: the gateway hands each request to the api's
// router in that process, with no second HTTP hop). Beside it, for information, the scaled
// topology: the gateway as its own process proxying over HTTP to a separate api process.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { waitReady, type ServiceProcess } from '@startupsetu/server-core/testing/service-process';
import { webDistDir } from './support/front-end-size';
import { videoBytes } from './support/media';
import { atLeast, type BenchResult, type Figure } from './support/results';
import { BENCH_JWT_SECRET, bearer, cpuMsOf, pidListeningOn, scratchDir, signUp, spawnServer, startEmbeddedStack } from './support/stack';

const PORT = 8581;
/** Scaled topology: api, notify, gateway and the bare reference proxy on these ports. */
const SCALED_PORT = 8591;
const CONNECTIONS = 10;
// Warm-up by requests served, not seconds: V8 optimizes a server's request path only after a few
// thousand requests, and 2 s of warm-up on a busy shared machine was a few hundred, which left the
// gateway (warmed only by its own side, while the api is warmed by both) measured half-interpreted.
const WARM_UP_REQUESTS = 5000;
const MEASURE_S = 4;
const ROUNDS = 5;
const SCALED_ROUNDS = 3;
const FEED = '/api/userprofile/Dashcontent';

interface Round {
  result: Result;
  /** CPU time the server processes spent per request answered, in ms. */
  cpuPerRequest: number;
  /** The same for each process of the side, in the order of its pids. */
  cpuPerRequestOf: number[];
}

/** A way to the feed: its URL and the server processes whose CPU time it costs. */
interface Side {
  url: string;
  pids: number[];
}

type Sides = Record<'gateway' | 'direct', Side> & { bare?: Side };

const cpuMsOfEach = (pids: number[]) => Promise.all(pids.map(cpuMsOf));

/** Load for `seconds`, or until `{ amount }` requests are answered. */
async function load(side: Side, token: string, length: number | { amount: number }): Promise<Round> {
  const cpuBefore = await cpuMsOfEach(side.pids);
  const until = typeof length === 'number' ? { duration: length } : length;
  const result = await autocannon({ url: side.url, connections: CONNECTIONS, ...until, headers: bearer(token), timeout: 10 });
  const cpuAfter = await cpuMsOfEach(side.pids);
  const cpuPerRequestOf = cpuAfter.map((ms, i) => (ms - cpuBefore[i]!) / result.requests.total);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${side.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors out of ${result.requests.total}`);
  }
  return { result, cpuPerRequest: cpuPerRequestOf.reduce((sum, ms) => sum + ms, 0), cpuPerRequestOf };
}

/** Means over alternating rounds, so that a slow patch of the shared machine falls on both sides. */
async function compare(sides: Sides, token: string, rounds: number) {
  const names = (['direct', 'gateway', 'bare'] as const).filter((name) => sides[name]);
  for (const name of names) await load(sides[name]!, token, { amount: WARM_UP_REQUESTS });
  const runs: Record<keyof Sides, Round[]> = { gateway: [], direct: [], bare: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const name of names) runs[name].push(await load(sides[name]!, token, MEASURE_S));
  }
  const mean = (list: Round[], pick: (round: Round) => number) => list.reduce((sum, round) => sum + pick(round), 0) / list.length;
  const both = (pick: (round: Round) => number) => ({ gateway: mean(runs.gateway, pick), direct: mean(runs.direct, pick) });
  return {
    throughput: both((r) => r.result.requests.average),
    p50: both((r) => r.result.latency.p50),
    p99: both((r) => r.result.latency.p99),
    // Requests per CPU-second of the server: the throughput each path allows once the server has
    // the machine to itself, which other work on a shared machine does not skew.
    capacity: both((r) => 1000 / r.cpuPerRequest),
    bareCapacity: runs.bare.length > 0 ? mean(runs.bare, (r) => 1000 / r.cpuPerRequest) : undefined,
    /** Mean CPU ms per request of each process of the gateway side (as its pids are listed). */
    gatewaySideCpuOf: sides.gateway.pids.map((_, i) => mean(runs.gateway, (r) => r.cpuPerRequestOf[i]!)),
  };
}

async function embedded() {
  const stack = await startEmbeddedStack('gateway', PORT);
  try {
    const me = await signUp(stack);
    await seedFeed(stack.apiUrl, me.token);
    const pid = await pidListeningOn(PORT);
    return await compare({ gateway: { url: stack.gatewayUrl + FEED, pids: [pid] }, direct: { url: stack.apiUrl + FEED, pids: [pid] } }, me.token, ROUNDS);
  } finally {
    await stack.stop();
  }
}

/** api, notify (the gateway is ready only with both) and a gateway with API_URL/NOTIFY_URL, as separate processes. */
async function scaled() {
  const data = scratchDir('gateway-scaled');
  const shared = { DATA_DIR: data.dir, JWT_SECRET: BENCH_JWT_SECRET, WRITE_RATE_LIMIT: '0' };
  const services: ServiceProcess[] = [];
  try {
    const api = spawnServer('api', 'scaled-api', SCALED_PORT, shared);
    services.push(api);
    const notify = spawnServer('notify', 'scaled-notify', SCALED_PORT + 1, shared);
    services.push(notify);
    await Promise.all([waitReady(api), waitReady(notify)]);
    const gateway = spawnServer('gateway', 'scaled-gateway', SCALED_PORT + 2, { API_URL: api.url, NOTIFY_URL: notify.url, WEB_ROOT: webDistDir() });
    services.push(gateway);
    const bare = spawnBareProxy(SCALED_PORT + 3, api.url);
    await waitReady(gateway);
    await bare.ready;
    const me = await signUp({ apiUrl: api.url, dataDir: data.dir });
    await seedFeed(api.url, me.token);
    const [apiPid, gatewayPid, barePid] = await Promise.all([SCALED_PORT, SCALED_PORT + 2, SCALED_PORT + 3].map(pidListeningOn));
    return await compare(
      {
        gateway: { url: gateway.url + FEED, pids: [gatewayPid!, apiPid!] },
        direct: { url: api.url + FEED, pids: [apiPid!] },
        bare: { url: `http://127.0.0.1:${SCALED_PORT + 3}${FEED}`, pids: [barePid!, apiPid!] },
      },
      me.token,
      SCALED_ROUNDS,
    );
  } finally {
    bareProxy?.kill();
    await Promise.all(services.map((service) => service.stop()));
    data.remove();
  }
}

let bareProxy: ChildProcess | undefined;

/** bare-proxy.mjs on `port`: the least a proxy in front of the api costs, for reference. */
function spawnBareProxy(port: number, apiUrl: string) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./support/bare-proxy.mjs', import.meta.url))], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), API_URL: apiUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  bareProxy = child;
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare-proxy.mjs exited with ${code}`)));
  });
  return { ready };
}

export async function gatewayOverhead(): Promise<BenchResult> {
  const { capacity, throughput, p50, p99 } = await embedded();
  const apart = await scaled();
  const scaledFigure: Figure = {
    name: 'scaled: feed reads per CPU-second of gateway + api processes',
    value: apart.capacity.gateway,
    unit: 'req/s',
    baseline: { label: 'api process alone', value: apart.capacity.direct },
    target: atLeast(apart.capacity.gateway / apart.capacity.direct, 0.78, '≥ 0.78 × api alone'),
  };
  const bareFigure: Figure = {
    name: 'scaled, for reference: a bare @fastify/http-proxy + api, feed reads per CPU-second',
    value: apart.bareCapacity!,
    unit: 'req/s',
    baseline: { label: 'api process alone', value: apart.capacity.direct },
  };
  return {
    figures: [
      {
        name: 'feed reads per CPU-second of the server, via gateway',
        value: capacity.gateway,
        unit: 'req/s',
        baseline: { label: 'direct to api', value: capacity.direct },
        target: atLeast(capacity.gateway / capacity.direct, 0.9, '≥ 0.90 × direct'),
      },
      { name: 'feed reads measured, via gateway', value: throughput.gateway, unit: 'req/s', baseline: { label: 'direct to api', value: throughput.direct } },
      { name: 'feed read p50 via gateway', value: p50.gateway, unit: 'ms', baseline: { label: 'direct', value: p50.direct } },
      { name: 'feed read p99 via gateway', value: p99.gateway, unit: 'ms', baseline: { label: 'direct', value: p99.direct } },
      scaledFigure,
      bareFigure,
    ],
    notes: [
      `GET ${FEED} (20 videos, 5 blogs) with a token; autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${MEASURE_S} s per side after a warm-up of ${WARM_UP_REQUESTS} requests per side; figures are the rounds' means.`,
      "One embedded process (`npm start`): the gateway takes the request, applies its hooks (security headers, request id, forwarding headers, rate limits) and hands it to the api's router in the same process, which answers on the same connection; there is no second HTTP hop. The api also listens on its own port, which the direct side uses. autocannon runs on the same 2 cores.",
      'The target is judged on requests per CPU-second of the server process (its user + system time from /proc over each round): on this shared 2-core machine the measured req/s of back-to-back rounds swing by ±30% with whatever else runs, while CPU time per request does not.',
      `CPU per request: ${(1000 / capacity.gateway).toFixed(2)} ms via gateway, ${(1000 / capacity.direct).toFixed(2)} ms direct. Latencies are autocannon's, in whole milliseconds.`,
      'Every request is logged on both sides: one line per request, written to stdout asynchronously in batches (8 KB or 250 ms), which the benchmark reads through a pipe.',
      `Scaled topology: the gateway as its own process with API_URL/NOTIFY_URL, relaying over loopback HTTP (its undici forwarder, gateway/src/upstream-forwarder.ts) to a separate api process (SQLite in its data directory, ${SCALED_ROUNDS} rounds). CPU per request ${(1000 / apart.capacity.gateway).toFixed(2)} ms for gateway + api processes together (gateway ${apart.gatewaySideCpuOf[0]!.toFixed(2)} ms, api ${apart.gatewaySideCpuOf[1]!.toFixed(2)} ms), ${(1000 / apart.capacity.direct).toFixed(2)} ms for the api alone (ratio ${(apart.capacity.gateway / apart.capacity.direct).toFixed(2)}); measured ${apart.throughput.gateway.toFixed(0)} vs ${apart.throughput.direct.toFixed(0)} req/s.`,
      `Reference, same rounds: bench/support/bare-proxy.mjs, @fastify/http-proxy alone (no logging, metrics, security headers, request ids or limits) in front of the same api: ${(1000 / apart.bareCapacity!).toFixed(2)} ms per request with the api (ratio ${(apart.bareCapacity! / apart.capacity.direct).toFixed(2)}). What the gateway adds beyond it is its own work on every request.`,
    ],
  };
}

async function seedFeed(apiUrl: string, token: string): Promise<void> {
  const post = async (path: string, form: FormData) => {
    const response = await fetch(apiUrl + path, { method: 'POST', headers: bearer(token), body: form });
    if (response.status !== 201) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  };
  const video = videoBytes(4096);
  for (let i = 0; i < 20; i += 1) {
    const form = new FormData();
    form.append('title', `Pitch ${i}`);
    form.append('description', 'What we build, and for whom');
    form.append('video', new Blob([video], { type: 'video/mp4' }), 'pitch.mp4');
    await post('/api/userprofile/addvideo', form);
  }
  for (let i = 0; i < 5; i += 1) {
    const form = new FormData();
    form.append('title', `Blog ${i}`);
    form.append('summary', 'Why we build');
    form.append('content', 'Because the mandis need it.');
    await post('/api/userprofile/addblog', form);
  }
}
