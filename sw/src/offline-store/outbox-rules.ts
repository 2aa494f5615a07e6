import type { NewOutboxEntry, OutboxEntry, OutboxKind } from './outbox-types';

// Pure rules of the outbox, kept apart from IndexedDB and fetch so they can be unit-tested.

/** After this many server errors an entry is given up, so one write the server cannot handle does not block the queue. */
export const MAX_ATTEMPTS = 8;

/**
 * What a server answer means for a queued write:
 * - `applied`: 2xx.
 * - `signin`: 401, the session ended (expired or revoked): the write waits, with its user's other
 *   writes, until they sign in again and it is sent with their new token.
 * - `dropped`: any other 4xx will not change by asking again (the user is told why).
 * - `wait`: "not now" answers — 408, 425, 429, and 502/503/504 (the gateway's upstream is down or
 *   slow): stop and try later, without counting it against the write (a server restart loses nothing).
 * - `retry`: 409 (its Idempotency-Key's first request is still running) and other 5xx: stop and try
 *   later, counting an attempt. Any other 409 is a state the write no longer fits (a request accepted
 *   or withdrawn meanwhile, already connected): asking again cannot change it, so it is `dropped`.
 */
export type Verdict = 'applied' | 'signin' | 'dropped' | 'wait' | 'retry';

/** The server's words for a 409 that only means "the first request with this key is still running". */
export const KEY_IN_PROGRESS_MESSAGE = 'A request with this Idempotency-Key is still in progress';

export function classifyStatus(status: number, body?: unknown): Verdict {
  if (status >= 200 && status < 300) return 'applied';
  if (status === 401) return 'signin';
  if ([408, 425, 429, 502, 503, 504].includes(status)) return 'wait';
  if (status === 409 && body !== undefined && serverMessage(body) && serverMessage(body) !== KEY_IN_PROGRESS_MESSAGE) return 'dropped';
  if (status === 409 || status >= 500) return 'retry';
  if (status >= 400) return 'dropped';
  return 'retry';
}

/**
 * classifyStatus for one kind of write: a delete answered 404 found its item already gone (deleted
 * from another device, or by the video's owner), which is what the user asked for. So did a
 * queued report whose item is gone or out of sight meanwhile: it has left the reporter's screens.
 */
export function classifyAnswer(kind: OutboxKind, status: number, body?: unknown): Verdict {
  if ((kind === 'content-delete' || kind === 'report') && status === 404) return 'applied';
  return classifyStatus(status, body);
}

/** Entries in replay order. */
export function bySeq(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return [...entries].sort((a, b) => a.seq - b.seq);
}

/** The seq of an entry added after `entries`. */
export function nextSeq(entries: readonly Pick<OutboxEntry, 'seq'>[]): number {
  return entries.reduce((max, entry) => Math.max(max, entry.seq), 0) + 1;
}

/**
 * The queued entries a new one makes pointless. Likes set a state (they do not flip it), so only the
 * user's last choice for a video matters: a like then an unlike of the same video leaves one unlike.
 */
export function supersededBy(existing: readonly OutboxEntry[], incoming: NewOutboxEntry): string[] {
  if (incoming.kind !== 'like') return [];
  return existing
    .filter(
      (entry) => entry.kind === 'like' && entry.userId === incoming.userId && entry.meta.videoId === incoming.meta.videoId,
    )
    .map((entry) => entry.id);
}

/** The message the server put in an error reply, if it put one there. */
export function serverMessage(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object') {
    const { message, error } = payload as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return undefined;
}

const WHAT: Record<OutboxKind, string> = {
  like: 'Your like',
  'video-comment': 'Your comment',
  talk: 'Your talk',
  'talk-comment': 'Your comment',
  message: 'Your message',
  connect: 'Your connect request',
  ignite: 'Your ignite',
  'connect-answer': 'Your answer to a connect request',
  'connect-withdraw': 'Withdrawing your request',
  'connection-remove': 'Removing the connection',
  'message-request-answer': 'Your answer to a message request',
  'content-edit': 'Your edit',
  'content-delete': 'Deleting your post',
  report: 'Your report',
};

/** The toast for a queued write the server refused. */
export function droppedText(kind: OutboxKind, message: string): string {
  return `${WHAT[kind]} could not be saved: ${message}`;
}
