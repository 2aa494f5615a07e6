import type { Message, Notification } from './reply-types';

// The realtime channel's events, one map for the servers that emit them and the web that listens
// (socket.io's typed Server and Socket take these maps).

/** What a contentRemoved or contentChanged event is about. */
export type ContentType = 'video' | 'blog' | 'talk' | 'comment' | 'talkComment';

export interface ContentRef {
  type: ContentType;
  id: string;
  /** A comment's video or talk. */
  parentId?: string;
}

/**
 * Why the server refused an event, in words to show. `status` is what HTTP would have answered; 429
 * (over the user's budget of socket events) comes with `retryAfter`, the seconds until it refills.
 */
export type SocketRefusal = {
  ok: false;
  message: string;
  status?: number;
  retryAfter?: number;
};

/** The server's answer to an event that returns nothing else. */
export type SocketReply = { ok: true } | SocketRefusal;

/** The events a socket that has just connected asks about (catchUp): those its user's rows record. */
export const CATCH_UP_KINDS = ['receiveMessage', 'notification'] as const;
export type CatchUpKind = (typeof CATCH_UP_KINDS)[number];

/** The server's answer to catchUp: which of the events asked about the user has had since. */
export type CatchUpAck = { ok: true; missed: CatchUpKind[] } | SocketRefusal;

/** The server's answer to sendMessage: the stored message, or why it was refused. */
export type SendMessageAck = { ok: true; message: Message } | SocketRefusal;

/** What the servers push to a user's sockets. */
export interface ServerToClientEvents {
  /** A message to or from the user (both sides get it, every tab). */
  receiveMessage: (message: Message) => void;
  /** A new notification (notify's). */
  notification: (notification: Notification) => void;
  /** A video the socket watches (watchVideos) has a new comment. */
  newComment: (payload: { videoId: string }) => void;
  /** A video the socket watches (watchVideos) was liked or unliked: its count now. */
  videoLikes: (payload: { videoId: string; likes: number }) => void;
  contentRemoved: (content: ContentRef) => void;
  contentChanged: (content: Omit<ContentRef, 'parentId'>) => void;
  /** A connection of the user ended (a block). */
  connectionRemoved: (payload: { userId: string }) => void;
}

/**
 * What the web sends; the servers check every argument, as anyone may send anything. Every event is
 * counted against its user's budget (write-rate-limit.ts) and answered with a SocketRefusal over it.
 */
export interface ClientToServerEvents {
  /** Kept for old clients: the socket joins its own user's room when it connects. */
  join: (userId: string, ack?: (reply: SocketReply) => void) => void;
  sendMessage: (message: { receiverId: string; text: string }, ack: (reply: SendMessageAck) => void) => void;
  /** Old clients announce a comment they posted; it is only acknowledged (the server already told the watchers). */
  sendComment: (payload: { videoId: string }, ack: (reply: SocketReply) => void) => void;
  /** The videos on screen: their newComment events reach this socket (replaces the previous list). */
  watchVideos: (payload: { videoIds: string[] }, ack?: (reply: SocketReply) => void) => void;
  /** Whether the app is on screen: while it is, no push is sent to the user (it shows in the app). */
  visibility: (payload: { visible: boolean }, ack?: (reply: SocketReply) => void) => void;
  /**
   * Just connected: which events of the user happened since the reads the page holds were made
   * (`since`, per event, and `now`, on the client's clock), so that only those are read again.
   */
  catchUp: (payload: { since: Partial<Record<CatchUpKind, number>>; now: number }, ack: (reply: CatchUpAck) => void) => void;
}

export type ServerEvent = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];
