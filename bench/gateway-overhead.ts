// Gateway overhead: the dashboard feed read through the gateway versus straight at the api, in one
// run against the same embedded process (`npm start`: the gateway relays to the api on loopback).
import autocannon, { type Result } from 'autocannon';
import { atLeast, type BenchResult } from './support/results';
import { bearer, cpuMsOf, pidListeningOn, signUp, startEmbeddedStack } from './support/stack';

const PORT = 8581;
const CONNECTIONS = 10;
const WARM_UP_S = 2;
const MEASURE_S = 4;
const ROUNDS = 5;
const FEED = '/api/userprofile/Dashcontent';

interface Round {
  result: Result;
  /** CPU time the server process spent per request answered, in ms. */
  cpuPerRequest: number;
}

async function load(pid: number, url: string, token: string, seconds: number): Promise<Round> {
  const cpuBefore = await cpuMsOf(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: bearer(token), timeout: 10 });
  const cpu = (await cpuMsOf(pid)) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors out of ${result.requests.total}`);
  }
  return { result, cpuPerRequest: cpu / result.requests.total };
}

export async function gatewayOverhead(): Promise<BenchResult> {
  const stack = await startEmbeddedStack('gateway', PORT);
  try {
    const me = await signUp(stack.apiUrl);
    // A feed with something in it: 20 videos and 5 blogs, as a first page shows.
    await seedFeed(stack.apiUrl, me.token);
    const paths = { gateway: stack.gatewayUrl + FEED, direct: stack.apiUrl + FEED };
    const pid = await pidListeningOn(PORT);
    await load(pid, paths.direct, me.token, WARM_UP_S);
    await load(pid, paths.gateway, me.token, WARM_UP_S);
    // Alternating rounds, so that a slow patch of the shared machine falls on both sides.
    const runs: Record<'gateway' | 'direct', Round[]> = { gateway: [], direct: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.direct.push(await load(pid, paths.direct, me.token, MEASURE_S));
      runs.gateway.push(await load(pid, paths.gateway, me.token, MEASURE_S));
    }
    const mean = (rounds: Round[], pick: (round: Round) => number) => rounds.reduce((sum, round) => sum + pick(round), 0) / rounds.length;
    const both = (pick: (round: Round) => number) => ({ gateway: mean(runs.gateway, pick), direct: mean(runs.direct, pick) });
    const throughput = both((r) => r.result.requests.average);
    const p50 = both((r) => r.result.latency.p50);
    const p99 = both((r) => r.result.latency.p99);
    // Requests per CPU-second of the server: the throughput each path allows once the server has
    // the machine to itself, which other work on a shared machine does not skew.
    const capacity = both((r) => 1000 / r.cpuPerRequest);
    return {
      figures: [
        {
          name: 'feed reads per CPU-second of the server, via gateway',
          value: capacity.gateway,
          unit: 'req/s',
          baseline: { label: 'direct to api', value: capacity.direct },
          target: atLeast(capacity.gateway / capacity.direct, 0.7, '≥ 0.70 × direct'),
        },
        { name: 'feed reads measured, via gateway', value: throughput.gateway, unit: 'req/s', baseline: { label: 'direct to api', value: throughput.direct } },
        { name: 'feed read p50 via gateway', value: p50.gateway, unit: 'ms', baseline: { label: 'direct', value: p50.direct } },
        { name: 'feed read p99 via gateway', value: p99.gateway, unit: 'ms', baseline: { label: 'direct', value: p99.direct } },
      ],
      notes: [
        `GET ${FEED} (20 videos, 5 blogs) with a token; autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${MEASURE_S} s per side after ${WARM_UP_S} s of warm-up; figures are the rounds' means.`,
        'One embedded process (`npm start`): the gateway and the api share its event loop, so the gateway side pays for both hops; autocannon runs on the same 2 cores.',
        'The target is judged on requests per CPU-second of the server process (its user + system time from /proc over each round): on this shared 2-core machine the measured req/s of back-to-back rounds swing by ±30% with whatever else runs, while CPU time per request does not.',
        `CPU per request: ${(1000 / capacity.gateway).toFixed(2)} ms via gateway, ${(1000 / capacity.direct).toFixed(2)} ms direct. Latencies are autocannon's, in whole milliseconds.`,
      ],
    };
  } finally {
    await stack.stop();
  }
}

async function seedFeed(apiUrl: string, token: string): Promise<void> {
  const post = async (path: string, form: FormData) => {
    const response = await fetch(apiUrl + path, { method: 'POST', headers: bearer(token), body: form });
    if (response.status !== 201) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  };
  // An ISO media file's first box ('ftyp', brand 'isom'), which the upload check looks for.
  const video = new Uint8Array(4096);
  video.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')]);
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
