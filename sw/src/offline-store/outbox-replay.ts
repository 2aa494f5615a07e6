import { classifyAnswer, MAX_ATTEMPTS, serverMessage } from './outbox-rules';
import { endSession, firstReady, recordAttempt, removeEntry, type ReadyWrite } from './outbox-store';
import {
  OUTBOX_CHANNEL,
  OUTBOX_LOCK,
  type DroppedWrite,
  type OutboxChangedMessage,
  type OutboxEntry,
  type ReplayReport,
} from './outbox-types';

/** The server's answer, or `network` when there was none. */
export type SendResult = { kind: 'answer'; status: number; body: unknown } | { kind: 'network' };

export interface OutboxQueue {
  /**
   * The next write in replay order with its user's current token, leaving out the writes of
   * `skipUsers` and of users whose session is not open on this device (no record, no token).
   */
  first(skipUsers: ReadonlySet<string>): Promise<ReadyWrite | undefined>;
  remove(id: string): Promise<void>;
  /** Counts a server failure; answers the new count. */
  recordAttempt(id: string): Promise<number>;
  /** The server refused the user's token (401): forget it, unless a newer one came meanwhile. */
  endSession(userId: string, token: string): Promise<void>;
}

/**
 * Sends the queued writes oldest first: applied and refused ones leave the queue; at the first
 * network failure or server trouble it stops (the order must hold, and the rest would fail alike).
 * A write the server keeps failing on (MAX_ATTEMPTS) is given up and reported as dropped.
 * A 401 sets its user's writes aside, kept in order (never dropped) for their next sign-in, and ends
 * their session on this device (the token goes); other users' writes go on.
 * The queue is read afresh each time, so writes queued or superseded meanwhile are taken into account.
 * `onAnswered` hears of each applied or refused write as soon as the server has answered it, before
 * the report: screens stop showing it as pending while the rest of the queue is still being sent.
 */
export async function drainOutbox(
  queue: OutboxQueue,
  send: (entry: OutboxEntry, token: string) => Promise<SendResult>,
  onAnswered?: (entry: OutboxEntry) => void,
): Promise<Omit<ReplayReport, 'by'>> {
  const applied: OutboxEntry[] = [];
  const dropped: DroppedWrite[] = [];
  const signedOut = new Set<string>();
  const handled = new Set<string>();
  const report = (stopped: boolean) => ({ applied, dropped, stopped, signedOut: [...signedOut] });
  for (;;) {
    const ready = await queue.first(signedOut);
    // An entry seen twice could not be removed: stop rather than loop.
    if (!ready || handled.has(ready.entry.id)) return report(Boolean(ready));
    const { entry, token } = ready;
    handled.add(entry.id);

    const result = await send(entry, token);
    if (result.kind === 'network') return report(true);
    const verdict = classifyAnswer(entry.kind, result.status, result.body);
    const message = serverMessage(result.body) ?? `the server answered ${result.status}`;
    if (verdict === 'wait') return report(true);
    if (verdict === 'signin') {
      signedOut.add(entry.userId);
      await queue.endSession(entry.userId, token);
      continue;
    }
    if (verdict === 'retry' && (await queue.recordAttempt(entry.id)) < MAX_ATTEMPTS) {
      return report(true);
    }
    onAnswered?.(entry);
    await queue.remove(entry.id);
    if (verdict === 'applied') applied.push(entry);
    else dropped.push({ entry, message });
  }
}

/** One queued write as an HTTP request, with its user's bearer token and its Idempotency-Key. */
export async function sendEntry(entry: OutboxEntry, token: string, fetcher: typeof fetch = fetch): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetcher(entry.url, {
      method: entry.method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': entry.id,
      },
      body: JSON.stringify(entry.body),
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'network' };
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the status alone decides.
  }
  return { kind: 'answer', status: response.status, body };
}

const idbQueue: OutboxQueue = { first: firstReady, remove: removeEntry, recordAttempt, endSession };

/** Runs `task` while holding the outbox lock (waiting for it); without Web Locks, just runs it. */
function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? locks.request(OUTBOX_LOCK, task) : task();
}

/** Tells every page and the worker that the outbox changed (after a queue or a replay). */
export function announceOutboxChange(message: OutboxChangedMessage, channel?: BroadcastChannel): void {
  if (channel) {
    channel.postMessage(message);
    return;
  }
  if (typeof BroadcastChannel === 'undefined') return;
  const once = new BroadcastChannel(OUTBOX_CHANNEL);
  once.postMessage(message);
  once.close();
}

/**
 * Replays the outbox under the Web Lock and announces what happened: each write the server answered,
 * at once, and the report at the end. `channel` is the caller's own channel when it has one: a
 * channel never hears its own messages, so the caller handles them itself (`onAnswered`, the report)
 * and the other contexts hear them.
 */
export async function replayOutbox(
  by: ReplayReport['by'],
  channel?: BroadcastChannel,
  onAnswered?: (entry: OutboxEntry) => void,
): Promise<ReplayReport> {
  const answered = (entry: OutboxEntry) => {
    announceOutboxChange({ type: 'outbox-changed', answered: entry.id }, channel);
    onAnswered?.(entry);
  };
  const report: ReplayReport = { by, ...(await withOutboxLock(() => drainOutbox(idbQueue, (entry, token) => sendEntry(entry, token), answered))) };
  if (report.applied.length > 0 || report.dropped.length > 0 || report.signedOut.length > 0) announceOutboxChange({ type: 'outbox-changed', report }, channel);
  return report;
}
