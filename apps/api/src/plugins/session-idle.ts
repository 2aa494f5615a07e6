import { isSessionLive, SESSION_IDLE_MS } from '@startupsetu/server-core/repositories/sessions-repository';
import type { SessionRow } from '@startupsetu/server-core/db/schema';
import { runAt } from './run-at';

/** How long to wait before asking again when the database could not answer. */
const RETRY_MS = 60_000;

export interface SessionIdleOptions {
  /** The session's last_seen_at when the socket connected (ISO). */
  lastSeenAt: string;
  /** Reads the session now (undefined when it is gone). */
  read(): Promise<Pick<SessionRow, 'ended_at' | 'last_seen_at'> | undefined>;
  /** Closes the socket. */
  close(): void;
}

// Socket traffic does not move last_seen_at, so a socket may outlive its session's 30 idle days
// when nothing else uses the session. At the moment the session would go idle, read it again:
// still used since (an HTTP call moved last_seen_at) → wait for the new moment; idle or ended →
// close. One read per socket per 30 days. Answers a cancel (for the socket's disconnect).
export function closeWhenSessionIdles({ lastSeenAt, read, close }: SessionIdleOptions): () => void {
  let cancel = () => {};
  let cancelled = false;
  const checkAt = (at: number) => {
    cancel = runAt(at, () => {
      read().then(
        (session) => {
          if (cancelled) return;
          if (!session || !isSessionLive(session)) close();
          else checkAt(Date.parse(session.last_seen_at) + SESSION_IDLE_MS);
        },
        () => {
          if (!cancelled) checkAt(Date.now() + RETRY_MS);
        },
      );
    });
  };
  checkAt(Date.parse(lastSeenAt) + SESSION_IDLE_MS);
  return () => {
    cancelled = true;
    cancel();
  };
}
