export interface LikeState {
  liked: boolean;
  likes: number;
}

interface LikeSyncOptions {
  /** Sets the like on the server; answers the server's state. */
  send: (liked: boolean) => Promise<LikeState>;
  /** Each server answer, in order. */
  onConfirmed: (state: LikeState) => void;
  /** Nothing is left to send; `error` when a request failed (the intent is then dropped). */
  onSettled: (error?: unknown) => void;
}

export interface LikeSync {
  /** The user's latest wish; sent once the request in flight (if any) has answered. */
  want: (liked: boolean) => void;
  /** The state the server is known to have, e.g. after a refetch; ignored while a request runs. */
  sync: (liked: boolean) => void;
}

/**
 * One request at a time per video, and after each answer another one only if the user's latest
 * wish differs from what the server now has. Rapid clicks therefore end in the last clicked state
 * without racing requests (the server sets, it does not flip).
 */
export function createLikeSync(initialLiked: boolean, { send, onConfirmed, onSettled }: LikeSyncOptions): LikeSync {
  let confirmed = initialLiked;
  let wanted: boolean | null = null;
  let running = false;

  async function run() {
    running = true;
    let failure: unknown;
    try {
      while (wanted !== null && wanted !== confirmed) {
        const reply = await send(wanted);
        confirmed = reply.liked;
        onConfirmed(reply);
      }
    } catch (error) {
      failure = error ?? new Error('Like failed');
    } finally {
      running = false;
      wanted = null;
      onSettled(failure);
    }
  }

  return {
    want(liked) {
      wanted = liked;
      if (!running) void run();
    },
    sync(liked) {
      if (!running) confirmed = liked;
    },
  };
}

/** The count to show for a like the server has not seen yet: the server's count moved by that choice. */
export function countWithPending(server: LikeState, pendingLiked: boolean | null): number {
  if (pendingLiked === null || pendingLiked === server.liked) return server.likes;
  return Math.max(0, server.likes + (pendingLiked ? 1 : -1));
}

/** A realtime like count that really is one (anything else is ignored). */
export function isLikesEvent(value: unknown): value is { videoId: string; likes: number } {
  if (!value || typeof value !== 'object') return false;
  const { videoId, likes } = value as Record<string, unknown>;
  return typeof videoId === 'string' && typeof likes === 'number' && Number.isInteger(likes) && likes >= 0;
}
