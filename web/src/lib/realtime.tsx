import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { connectSocket } from './socket';

// Import this only from signed-in code: it pulls socket.io-client, which the landing page must not load.
const RealtimeContext = createContext<Socket | null>(null);

/**
 * One realtime connection for the signed-in session, shared by every screen below it (feeds,
 * chat, notifications). It closes when the provider unmounts (sign-out leaves the signed-in layout)
 * or the token changes. Reconnection keeps socket.io's defaults (spec §9).
 */
export function RealtimeProvider({ token, children }: { token: string | null; children: ReactNode }) {
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    if (!token) return;
    const connection = connectSocket(token);
    setSocket(connection);
    return () => {
      connection.disconnect();
      setSocket(null);
    };
  }, [token]);

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
export function useRealtimeEvent<T = unknown>(event: string, handler: (payload: T) => void): void {
  const socket = useRealtimeSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    if (!socket) return;
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}

/**
 * Calls `handler` each time the connection comes back after a drop: events sent while it was down
 * are lost, so screens refresh what those events would have told them.
 */
export function useRealtimeReconnect(handler: () => void): void {
  const socket = useRealtimeSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    if (!socket) return;
    const manager = socket.io;
    const listener = () => latest.current();
    manager.on('reconnect', listener);
    return () => {
      manager.off('reconnect', listener);
    };
  }, [socket]);
}
