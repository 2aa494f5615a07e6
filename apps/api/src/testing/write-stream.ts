// A stream of writes a client can tell apart (each has its own text and Idempotency-Key), sent with
// some concurrency, and what the client knows of each: acknowledged (with the id the server gave
// it), or not known to have been applied. For the durability suite, which kills the api mid-stream.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, KEY_IN_PROGRESS_MESSAGE, REPLAYED_HEADER } from '@startupsetu/server-core/http/idempotency-plugin';
import type { Socket } from 'socket.io-client';
import { bearer, postJson } from './api-test-server';

/** A comment over HTTP, a chat message over HTTP, or a chat message over the socket (no key there). */
export type WriteKind = 'comment' | 'message' | 'socket-message';

export interface PlannedWrite {
  n: number;
  kind: WriteKind;
  /** Unique in the run: how the write is found again. */
  text: string;
  /** Sent with every attempt over HTTP. */
  key: string;
}

/** What one attempt told the client. */
export type Attempt =
  | { outcome: 'acknowledged'; id: string; replayed: boolean }
  /** The connection broke or no answer came: the write may or may not have been applied. */
  | { outcome: 'unanswered'; reason: string }
  /** 409: the key is claimed by a request that has not answered (its process may be gone). */
  | { outcome: 'key-in-progress' };

export interface WriteTargets {
  baseUrl: string;
  /** Comments go on this video. */
  videoId: string;
  /** Writes comments and sends HTTP messages to `friend`. */
  writer: { id: string; token: string };
  /** Sends socket messages to `writer` over `socket`. */
  friend: { id: string; token: string };
  socket: Socket;
}

const HTTP_TIMEOUT_MS = 30_000;
const ACK_TIMEOUT_MS = 30_000;

/** `count` writes, mostly HTTP (comments and messages), one in five over the socket. */
export function planWrites(count: number, run = randomUUID().slice(0, 8)): PlannedWrite[] {
  const kinds: WriteKind[] = ['comment', 'message', 'comment', 'message', 'socket-message'];
  return Array.from({ length: count }, (_, n) => ({
    n,
    kind: kinds[n % kinds.length]!,
    text: `durability ${run} write ${n}`,
    key: `durability-${run}-${n}`,
  }));
}

/** One attempt of `write`; any answer other than the ones a client expects throws. */
export async function attemptWrite(targets: WriteTargets, write: PlannedWrite): Promise<Attempt> {
  if (write.kind === 'socket-message') return emitMessage(targets, write);
  const [path, body] =
    write.kind === 'comment'
      ? ['/api/videos/comments', { videoId: targets.videoId, text: write.text }]
      : ['/api/messages', { receiverId: targets.friend.id, text: write.text }];
  let response: Response;
  try {
    response = await fetchWithin(() =>
      postJson(targets.baseUrl, path, body, { ...bearer(targets.writer.token), [IDEMPOTENCY_KEY_HEADER]: write.key }),
    );
  } catch (error) {
    return { outcome: 'unanswered', reason: (error as Error).message };
  }
  const text = await response.text().catch(() => undefined);
  if (text === undefined) return { outcome: 'unanswered', reason: 'the answer was cut off' };
  if (response.status === 409 && text.includes(KEY_IN_PROGRESS_MESSAGE)) return { outcome: 'key-in-progress' };
  if (response.status !== 201) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
  const answer = JSON.parse(text) as { comment?: { _id: string }; message?: { _id: string } };
  const id = (write.kind === 'comment' ? answer.comment : answer.message)?._id;
  if (!id) throw new Error(`${path} answered 201 without the stored row: ${text.slice(0, 300)}`);
  return { outcome: 'acknowledged', id, replayed: response.headers.get(REPLAYED_HEADER) === 'true' };
}

async function emitMessage({ socket, writer }: WriteTargets, write: PlannedWrite): Promise<Attempt> {
  let ack: { ok?: boolean; message?: unknown };
  try {
    ack = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('sendMessage', { receiverId: writer.id, text: write.text });
  } catch (error) {
    return { outcome: 'unanswered', reason: (error as Error).message };
  }
  const id = ack.ok && typeof ack.message === 'object' ? (ack.message as { _id?: string })._id : undefined;
  if (!id) throw new Error(`sendMessage answered ${JSON.stringify(ack).slice(0, 300)}`);
  return { outcome: 'acknowledged', id, replayed: false };
}

async function fetchWithin(send: () => Promise<Response>): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HTTP_TIMEOUT_MS / 1000} s`)), HTTP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([send(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `send` over `writes`, `concurrency` at a time, in order. Once `stop()` answers true no new
 * write starts; the ones in flight finish. Answers the writes that were started.
 */
export async function streamWrites<T>(
  writes: readonly T[],
  { concurrency, send, stop = () => false }: { concurrency: number; send: (write: T) => Promise<void>; stop?: () => boolean },
): Promise<T[]> {
  const started: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < writes.length && !stop()) {
      const write = writes[next++]!;
      started.push(write);
      await send(write);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return started;
}

/** Every stored row of the run, by its text: what the api answers when the writer reads. */
export async function readBackThroughApi(targets: Omit<WriteTargets, 'socket'>): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const add = (row: { _id: string; text: string }) => found.set(row.text, [...(found.get(row.text) ?? []), row._id]);
  for (let cursor: string | null = ''; cursor !== null; ) {
    const response = await fetch(`${targets.baseUrl}/api/commentget/${targets.videoId}?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    if (response.status !== 200) throw new Error(`comments answered ${response.status}`);
    const page = (await response.json()) as { comments: { _id: string; text: string }[]; nextCursor: string | null };
    page.comments.forEach(add);
    cursor = page.nextCursor;
  }
  for (let cursor: string | null = ''; cursor !== null; ) {
    const query = `limit=100${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await fetch(`${targets.baseUrl}/api/messages/${targets.friend.id}?${query}`, { headers: bearer(targets.writer.token) });
    if (response.status !== 200) throw new Error(`the conversation answered ${response.status}`);
    ((await response.json()) as { _id: string; text: string }[]).forEach(add);
    cursor = response.headers.get('x-next-cursor');
  }
  return found;
}
