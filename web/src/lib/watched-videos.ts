import type { RealtimeChannel } from './realtime';

/** The server's limit on the videos one socket may watch (`watchVideos`). */
export const MAX_WATCHED_VIDEOS = 50;

/** Cards pass by quickly while a list scrolls: the set is sent once it has held still this long. */
export const WATCH_SETTLE_MS = 150;

export interface WatchedVideos {
  /** Counts `videoId` as on screen until the returned function is called (twice is harmless). */
  show(videoId: string): () => void;
  /** Sends the set now whether or not it changed: the server forgets it when a socket reconnects. */
  resend(): void;
}

/**
 * The videos on screen, as `send` receives them: after each change once it settles, and only when
 * the set differs from the one sent last. A video shown by several cards counts until all are gone.
 */
export function createWatchedVideos(send: (videoIds: string[]) => void, settleMs = WATCH_SETTLE_MS): WatchedVideos {
  const shown = new Map<string, number>();
  let lastSent = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const current = () => [...shown.keys()].sort().slice(0, MAX_WATCHED_VIDEOS);
  const flush = (always: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    const videoIds = current();
    const key = videoIds.join(',');
    if (!always && key === lastSent) return;
    lastSent = key;
    send(videoIds);
  };
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => flush(false), settleMs);
  };
  return {
    show(videoId) {
      shown.set(videoId, (shown.get(videoId) ?? 0) + 1);
      changed();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const count = (shown.get(videoId) ?? 1) - 1;
        if (count > 0) shown.set(videoId, count);
        else shown.delete(videoId);
        changed();
      };
    },
    resend() {
      // A socket that just connected watches nothing: an empty set needs no message.
      if (shown.size > 0) flush(true);
      else lastSent = '';
    },
  };
}

const byChannel = new WeakMap<RealtimeChannel, WatchedVideos>();

/**
 * The watched videos of the session's realtime channel: sent as `watchVideos` while its socket is
 * connected, and again on every connect (a socket that never asks receives no `newComment`), the
 * first included: cards on screen before the socket came are watched once it has.
 */
export function watchedVideosOf(channel: RealtimeChannel): WatchedVideos {
  let watched = byChannel.get(channel);
  if (!watched) {
    // While disconnected nothing is sent: socket.io would queue it, and the connect resends anyway.
    watched = createWatchedVideos((videoIds) => {
      const socket = channel.socket();
      if (socket?.connected) socket.emit('watchVideos', { videoIds });
    });
    byChannel.set(channel, watched);
    channel.onEveryConnect(watched.resend);
  }
  return watched;
}
