import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';
import { getToken, sessionMatchesPage } from './session';
import { waitForService } from './service-status';
import type { ServerEvent, ServerEventPayload } from '@startupsetu/server-core/contract/socket-events';
import { connectSocket, type Socket } from './socket';
import { reportVisibility } from './report-visibility';
import { yieldToMain } from './yield-to-main';
import { askServerWhatWasMissed, catchUpOnConnect, type EventKeys } from './realtime-catch-up';

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
 * What the screens hold of the session's realtime connection: one object for the provider's life,
 * whatever socket is under it. A screen listens through it, and the socket's arrival (a second or
 * so after the page has drawn) re-renders nothing: each screen's listeners move onto it as it comes.
 */
export interface RealtimeChannel {
  /** The session's socket, null before it exists (or signed out). */
  socket(): Socket | null;
  /** Calls `listener` for every `event` pushed from now on (on this socket and any later one); answers how to stop. */
  on<E extends ServerEvent>(event: E, listener: (payload: ServerEventPayload<E>) => void): () => void;
  /** Calls `handler` now if the socket is connected, and on each connect from now on; answers how to stop. */
  onEveryConnect(handler: () => void): () => void;
}

interface Attachment {
  attach(socket: Socket): void;
  detach(socket: Socket): void;
}

/** A channel with no socket yet; `use` puts one under it (or takes it away), moving every listener onto it. */
export function createRealtimeChannel(): RealtimeChannel & { use(socket: Socket | null): void } {
  let current: Socket | null = null;
  const attachments = new Set<Attachment>();
  const add = (attachment: Attachment) => {
    attachments.add(attachment);
    if (current) attachment.attach(current);
    return () => {
      attachments.delete(attachment);
      if (current) attachment.detach(current);
    };
  };
  return {
    socket: () => current,
    use(socket) {
      if (current) for (const attachment of attachments) attachment.detach(current);
      current = socket;
      if (socket) for (const attachment of attachments) attachment.attach(socket);
    },
    // socket.io's types cannot follow a generic event name; the method's own signature holds the map.
    on: (event, listener) => add({ attach: (socket) => socket.on(event, listener as never), detach: (socket) => socket.off(event, listener as never) }),
    onEveryConnect(handler) {
      let stop = () => {};
      return add({
        attach: (socket) => {
          stop = onEveryConnect(socket, handler);
        },
        detach: () => stop(),
      });
    },
  };
}

const noChannel: RealtimeChannel = { socket: () => null, on: () => () => {}, onEveryConnect: () => () => {} };
const RealtimeContext = createContext<RealtimeChannel>(noChannel);

/** An event also makes what it changed stale, on screen or not, without reading it now; answers how to stop. */
function markStaleOnEvents(socket: Socket, queryClient: QueryClient, eventKeys: EventKeys): () => void {
  // The screen showing it writes it in itself, and the next to show it reads it afresh, however
  // recently it was read (a chat left a moment ago, then opened from a notification).
  const stops = Object.entries(eventKeys).map(([event, keys]) => {
    const stale = () => {
      for (const key of keys) void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
    };
    socket.on(event as ServerEvent, stale as never);
    return () => void socket.off(event as ServerEvent, stale as never);
  });
  return () => stops.forEach((stop) => stop());
}

/**
 * One realtime connection for the signed-in session, shared by every screen below it (feeds,
 * chat, notifications). It closes when the provider unmounts (sign-out leaves the signed-in layout)
 * or the token changes. Reconnection keeps socket.io's defaults (spec §9). Each connect, the first
 * included, catches up (catchUpOnConnect): events reach a socket only once it is connected, so
 * reads made before it (the page's first ones too) or while it was down may have missed some.
 */
export function RealtimeProvider({ token, eventKeys, children }: { token: string | null; eventKeys: EventKeys; children: ReactNode }) {
  const [channel] = useState(createRealtimeChannel);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    let ended = false;
    let stops: Array<() => void> = [];
    // In a task after the page's first effects (the socket's client is a file of its own to fetch
    // and run): they are one long task on a phone already.
    const opened = yieldToMain().then(() => (ended ? null : openSocket(token))).then(
      (started) => {
        // Unmounted meanwhile: the cleanup closes it.
        if (ended || !started) return started;
        const socket = started.connection;
        channel.use(socket);
        stops = [
          onEveryConnect(socket, () => void catchUpOnConnect(queryClient, started.sessionOpenedAt(), eventKeys, askServerWhatWasMissed(socket))),
          markStaleOnEvents(socket, queryClient, eventKeys),
          // No push is sent while the app is on screen: the server is told when it is.
          reportVisibility(socket),
        ];
        return started;
      },
      // The client's file did not come (offline before it was saved): the page works without live
      // events, and reads them afresh when next opened.
      (error: unknown) => console.warn('The realtime channel could not start', error),
    );
    return () => {
      ended = true;
      for (const stop of stops) stop();
      channel.use(null);
      void opened.then((started) => started?.close());
    };
  }, [token, channel, queryClient, eventKeys]);

  return <RealtimeContext value={channel}>{children}</RealtimeContext>;
}

/** The session's realtime channel, e.g. to emit chat messages on its socket. */
export function useRealtimeChannel(): RealtimeChannel {
  return useContext(RealtimeContext);
}

/**
 * Calls `handler` for every `event` the server pushes while the component is mounted. The handler
 * may change between renders without resubscribing.
 */
export function useRealtimeEvent<E extends ServerEvent>(event: E, handler: (payload: ServerEventPayload<E>) => void): void {
  const channel = useRealtimeChannel();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => channel.on(event, (payload) => latest.current(payload)), [channel, event]);
}
