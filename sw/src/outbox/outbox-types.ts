// The offline outbox (DESIGN §4): writes made without a network wait in IndexedDB and are replayed
// in order. This module is shared by the service worker and the page (one implementation).

export const OUTBOX_DB = 'startupsetu-outbox';
/** Background Sync tag the page registers and the worker's `sync` handler answers. */
export const OUTBOX_SYNC_TAG = 'outbox';
/** Web Lock held while replaying, so the page and the worker never replay at the same time. */
export const OUTBOX_LOCK = 'startupsetu-outbox';
/** BroadcastChannel on which every context says the outbox changed (queued, replayed). */
export const OUTBOX_CHANNEL = 'startupsetu-outbox';

export type OutboxKind =
  | 'like'
  | 'video-comment'
  | 'talk'
  | 'talk-comment'
  | 'message'
  | 'connect'
  | 'ignite'
  | 'connect-answer'
  | 'connect-withdraw'
  | 'connection-remove';

export type OutboxMeta = Record<string, string | boolean>;

export interface OutboxEntry {
  /** A UUID; also the request's Idempotency-Key, so a repeated replay is answered, not applied again. */
  id: string;
  /** Replay order. */
  seq: number;
  userId: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Sent as JSON. */
  body: unknown;
  /** The bearer token (the worker has no access to the page's localStorage). */
  token: string;
  kind: OutboxKind;
  /** What the screens need to show the write as pending (e.g. videoId, text). */
  meta: OutboxMeta;
  /** Query keys the page refetches once the write is applied. */
  invalidate: string[][];
  createdAt: number;
  /** Server errors (500, 409…) so far; network failures and "not now" answers do not count. */
  attempts: number;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'seq' | 'attempts'>;

export interface DroppedWrite {
  entry: OutboxEntry;
  /** Why the server refused it, in its own words when it gave any. */
  message: string;
}

export interface ReplayReport {
  by: 'page' | 'worker';
  applied: OutboxEntry[];
  dropped: DroppedWrite[];
  /** True when the replay stopped early (no network, server trouble) and entries are left. */
  stopped: boolean;
  /** Users whose session the server no longer accepts: their writes wait for them to sign in again. */
  signedOut: string[];
}

/** Posted on OUTBOX_CHANNEL; `answered` is a write the server just answered, `report` comes after a replay. */
export interface OutboxChangedMessage {
  type: 'outbox-changed';
  answered?: string;
  report?: ReplayReport;
}
