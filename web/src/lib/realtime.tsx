import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';
import { getToken, sessionMatchesPage } from './session';
import { waitForService } from './service-status';
import type { ServerEvent, ServerEventPayload } from '@startupsetu/server-core/contract/socket-events';
import { connectSocket, type Socket } from './socket';
import { reportVisibility } from './report-visibility';

const RealtimeContext = createContext<Socket | null>(null);

/**
 * What each server event changes, as query key prefixes (their owners' keys; app/realtime-events.ts):
 * an event makes them stale, and a socket that missed events reads them again.
 */
export type EventKeys = Partial<Record<ServerEvent, readonly (readonly unknown[])[]>>;

/**
 * What a socket that has just connected (the first time too) reads again, once: every read on
 * screen, as anything in it may have been removed, hidden or edited while no event could reach the
 * socket (before it connected, or while it was down); and what events would have changed, off
 * screen, is made stale. A read answered after the connection's session opened (`sessionOpenedAt`),
 * or still on its way, is not read twice: that is a first load's own reads, made while the socket
 * was connecting.
 */
export function catchUpOnConnect(queryClient: QueryClient, sessionOpenedAt: number, eventKeys: EventKeys): void {
  const missed = Object.values(eventKeys).flat();
  const isEventKey = (queryKey: readonly unknown[]) => missed.some((key) => key.every((part, i) => queryKey[i] === part));
  // What events change is read again on every connect, whenever it was answered: a read answered
  // after the session opened may still have been made before the socket joined its rooms.
  for (const key of missed) void queryClient.invalidateQueries({ queryKey: key });
  void queryClient.invalidateQueries({
    type: 'active',
    predicate: ({ queryKey, state }) => !isEventKey(queryKey) && state.fetchStatus !== 'fetching' && state.dataUpdatedAt < sessionOpenedAt,
  });
}

/** How often, after a server-side disconnect, the page asks the gateway whether the api is back. */
const API_CHECK_MS = 1000;

/** Resolves once the api is up again (or `stopped()` says it is no longer needed). */
export type ApiUpWaiter = (stopped: () => boolean) => Promise<void>;

const waitForApi: ApiUpWaiter = (stopped) => waitForService('api', API_CHECK_MS, stopped);

/** Resolves false once the server says the session has ended (which also takes the session-ended path). */
export type SessionCheck = () => Promise<boolean>;

// The spec's token check (PUT /api/user/verify): its 401 goes down the api client's session-ended path.
const askServer: SessionCheck = async () => {
  try {
    await apiRequest('/api/user/verify', { method: 'PUT' });
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.status === 401);
  }
};

/** After a refused handshake while the session still lives (a restart, a glitch), the next try waits this long. */
const REFUSED_RETRY_MS = 5000;

export interface SessionSocket {
  connection: Socket;
  /** When the connection's current engine.io session opened (Date.now's clock; 0 before the first). */
  sessionOpenedAt(): number;
  /** Disconnects for good (sign-out, another token): no reconnect is attempted afterwards. */
  close(): void;
}

/**
 * The session's socket. The server disconnects it, or refuses its handshake, when the session ends
 * (DESIGN §6.2) but also when the api shuts down for a deploy; neither is retried by socket.io. The
 * page asks the server whether the session lives: if not, the session-ended path runs and the socket
 * stays closed; if so, it connects again once the gateway reports the api up, so that the attempt
 * does not reach the api while it is still closing.
 */
export async function openSocket(token: string, whenApiUp: ApiUpWaiter = waitForApi, sessionIsLive: SessionCheck = askServer): Promise<SessionSocket> {
  // The stored token while it is this page's user's (it may have been renewed since).
  const connection = await connectSocket(() => (sessionMatchesPage() && getToken()) || token);
  let openedAt = 0;
  connection.io.on('open', () => {
    openedAt = Date.now();
  });
  // A connect without a new session (on the one still open) then reads everything on screen again.
  connection.on('disconnect', () => {
    openedAt = 0;
  });
  let closed = false;
  const close = () => {
    closed = true;
    connection.disconnect();
  };
  const connectAgainIfLive = (delayMs: number) => {
    void Promise.all([sessionIsLive(), whenApiUp(() => closed)]).then(([live]) => {
      if (!live) return close();
      setTimeout(() => {
        if (!closed) connection.connect();
      }, delayMs);
    });
  };
  connection.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') connectAgainIfLive(0);
  });
  // socket.io retries a handshake that failed on the way; one the server refused leaves it inactive.
  connection.on('connect_error', () => {
    if (!connection.active && !closed) connectAgainIfLive(REFUSED_RETRY_MS);
  });
  return { connection, sessionOpenedAt: () => openedAt, close };
}

/**
 * Calls `handler` now if `socket` is connected, and each time it connects from now on; answers how
 * to stop.
 */
export function onEveryConnect(socket: Socket, handler: () => void): () => void {
  if (socket.connected) handler();
  socket.on('connect', handler);
  return () => {
    socket.off('connect', handler);
  };
}

/**
 * One realtime connection for the signed-in session, shared by every screen below it (feeds,
 * chat, notifications). It closes when the provider unmounts (sign-out leaves the signed-in layout)
 * or the token changes. Reconnection keeps socket.io's defaults (spec §9). Each connect, the first
 * included, catches up (catchUpOnConnect): events reach a socket only once it is connected, so
 * reads made before it (the page's first ones too) or while it was down may have missed some.
 */
export function RealtimeProvider({ token, eventKeys, children }: { token: string | null; eventKeys: EventKeys; children: ReactNode }) {
  const [session, setSession] = useState<SessionSocket | null>(null);
  const socket = session?.connection ?? null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    let ended = false;
    const opened = openSocket(token).then(
      (started) => {
        // Unmounted meanwhile: the cleanup closes it.
        if (!ended) setSession(started);
        return started;
      },
      // The client's file did not come (offline before it was saved): the page works without live
      // events, and reads them afresh when next opened.
      (error: unknown) => console.warn('The realtime channel could not start', error),
    );
    return () => {
      ended = true;
      void opened.then((started) => started?.close());
      setSession(null);
    };
  }, [token]);

  useEffect(() => {
    if (!session) return;
    return onEveryConnect(session.connection, () => catchUpOnConnect(queryClient, session.sessionOpenedAt(), eventKeys));
  }, [session, queryClient, eventKeys]);

  // An event also makes what it changed stale, on screen or not (without reading it now): the
  // screen showing it writes it in itself, and the next to show it reads it afresh, however
  // recently it was read (a chat left a moment ago, then opened from a notification).
  useEffect(() => {
    if (!socket) return;
    const stops = Object.entries(eventKeys).map(([event, keys]) => {
      const stale = () => {
        for (const key of keys) void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
      };
      socket.on(event as ServerEvent, stale as never);
      return () => void socket.off(event as ServerEvent, stale as never);
    });
    return () => stops.forEach((stop) => stop());
  }, [socket, queryClient, eventKeys]);

  // No push is sent while the app is on screen: the server is told when it is.
  useEffect(() => (socket ? reportVisibility(socket) : undefined), [socket]);

  return <RealtimeContext value={socket}>{children}</RealtimeContext>;
}

/** The session's socket (null before it exists or when signed out), e.g. to emit chat messages. */
export function useRealtimeSocket(): Socket | null {
  return useContext(RealtimeContext);
}

/**
 * Calls `handler` for every `event` the server pushes while the component is mounted. The handler
 * may change between renders without resubscribing.
 */
export function useRealtimeEvent<E extends ServerEvent>(event: E, handler: (payload: ServerEventPayload<E>) => void): void {
  const socket = useRealtimeSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    if (!socket) return;
    const listener = (payload: ServerEventPayload<E>) => latest.current(payload);
    // socket.io's types cannot follow a generic event name; the hook's own signature holds the map.
    socket.on(event, listener as never);
    return () => {
      socket.off(event, listener as never);
    };
  }, [socket, event]);
}
