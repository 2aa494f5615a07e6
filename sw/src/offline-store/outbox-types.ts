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
  | 'connection-remove'
  | 'message-request-answer'
  | 'content-edit'
  | 'content-delete'
  | 'report';

export type OutboxMeta = Record<string, string | boolean>;

/** A queued write as the replay and the screens see it, once opened with its user's key. */
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

/** The part of an entry that is sealed with its user's key: what it says and where it goes. */
export type SealedPart = Pick<OutboxEntry, 'method' | 'url' | 'body' | 'kind' | 'meta' | 'invalidate'>;

/** AES-GCM ciphertext and the fresh IV it was made with. */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/**
 * An entry as IndexedDB holds it: in the clear only what replay ordering needs; the rest sealed with
 * the user's key, so nobody reads another person's queued writes from the device. No token: the
 * replay sends it with its user's current record's token.
 */
export interface StoredEntry extends Pick<OutboxEntry, 'id' | 'seq' | 'userId' | 'createdAt' | 'attempts'> {
  sealed: Sealed;
}

/**
 * One signed-in user on this device: the token the replay sends their writes with and the key that
 * seals their offline data (imported non-extractable from the server's `outboxKey`). It exists
 * while their session is open here; their writes are replayed only while it exists.
 */
export interface UserRecord {
  userId: string;
  token: string;
  key: CryptoKey;
  /** True when the key came from the server (the same on every sign-in); false for a key made here. */
  fromServer: boolean;
}

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
