import type { ServerEvent, ServerEventPayload } from './contract/socket-events';

// Realtime pushes without tying callers to socket.io: the api passes its socket.io Server, and a
// Redis emitter (scaled mode) or a test double fits the same shape.

export interface RealtimeEmitter {
  /** Every socket of that user (all tabs, all instances sharing the adapter). */
  toUser<E extends ServerEvent>(userId: string, event: E, payload: ServerEventPayload<E>): void;
  /**
   * Every socket that asked to watch that video (`watchVideos`), on every instance, but those of
   * the users in `exceptUserIds` (who may no longer see it).
   */
  toVideoWatchers<E extends ServerEvent>(videoId: string, event: E, payload: ServerEventPayload<E>, exceptUserIds?: readonly string[]): void;
  /** Every connected socket. */
  toAll<E extends ServerEvent>(event: E, payload: ServerEventPayload<E>): void;
}

interface RoomOperator {
  emit(event: string, ...args: any[]): unknown;
  except(rooms: string[]): RoomOperator;
}

export interface RoomBroadcaster {
  to(room: string): RoomOperator;
  emit(event: string, ...args: any[]): unknown;
}

export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** Every socket signed in with one session's tokens: closed when the session ends (DESIGN §6.2). */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/** The sockets watching one video: the web puts the videos on screen there. */
export function videoRoom(videoId: string): string {
  return `video:${videoId}`;
}

export function createRealtimeEmitter(target: RoomBroadcaster): RealtimeEmitter {
  return {
    toUser(userId, event, payload) {
      target.to(userRoom(userId)).emit(event, payload);
    },
    toVideoWatchers(videoId, event, payload, exceptUserIds = []) {
      const watchers = target.to(videoRoom(videoId));
      (exceptUserIds.length > 0 ? watchers.except(exceptUserIds.map(userRoom)) : watchers).emit(event, payload);
    },
    toAll(event, payload) {
      target.emit(event, payload);
    },
  };
}

export const noopEmitter: RealtimeEmitter = {
  toUser() {},
  toVideoWatchers() {},
  toAll() {},
};
