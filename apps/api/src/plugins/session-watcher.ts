import type { Database } from '@startupsetu/server-core/db/database';
import { sessionsEndedSince } from '@startupsetu/server-core/repositories/sessions-repository';

/** How often every api instance asks the database for sessions ended elsewhere (DESIGN §6.2: ≤ 500 ms). */
export const SESSION_WATCH_INTERVAL_MS = 250;
// Each poll looks this far behind the latest end it saw, so an end stamped by a process whose clock
// runs a little behind, or committed a little late, is still found; ids already seen are skipped.
const OVERLAP_MS = 5_000;
const PAGE_SIZE = 500;

export interface SessionWatcherOptions {
  db: Database;
  /** Called with the ids of sessions that ended since the last poll (each id once). */
  onEnded(ids: string[]): void;
  onError?(error: unknown): void;
  intervalMs?: number;
  now?: () => number;
  /** Rows read per query (a burst of ends is read page by page). */
  pageSize?: number;
}

export interface SessionWatcher {
  /** Stops polling; resolves once a poll under way has finished. */
  stop(): Promise<void>;
  /** One poll now (tests; the timer calls it too). */
  poll(): Promise<void>;
}

// Sessions ended by another process — the admin CLI, notify, another api instance without a shared
// adapter, a route that only wrote the database — close their sockets here within one interval.
// One indexed range query on sessions.ended_at per interval, whatever the number of users.
export function watchEndedSessions(options: SessionWatcherOptions): SessionWatcher {
  const { db, onEnded, onError = () => {}, intervalMs = SESSION_WATCH_INTERVAL_MS, now = Date.now, pageSize = PAGE_SIZE } = options;
  let latest = now();
  const seen = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function readEnds() {
    let since = new Date(latest - OVERLAP_MS).toISOString();
    let after: string | undefined;
    const fresh: string[] = [];
    for (;;) {
      const rows = await sessionsEndedSince(db, since, pageSize, after);
      for (const row of rows) {
        const at = Date.parse(row.ended_at!);
        if (!seen.has(row.id)) fresh.push(row.id);
        seen.set(row.id, at);
        // A clock far ahead must not move the window past the ends other clocks stamp.
        latest = Math.max(latest, Math.min(at, now()));
      }
      if (rows.length < pageSize) break;
      ({ ended_at: since, id: after } = rows.at(-1)! as { ended_at: string; id: string });
    }
    const forgetBefore = latest - OVERLAP_MS;
    for (const [id, at] of seen) if (at < forgetBefore) seen.delete(id);
    if (fresh.length > 0) onEnded(fresh);
  }

  function poll(): Promise<void> {
    running ??= readEnds()
      .then(
        () => {},
        (error: unknown) => {
          onError(error);
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void poll().then(schedule), intervalMs);
    timer.unref();
  }

  schedule();
  return {
    poll,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
