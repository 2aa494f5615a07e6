import type { ClientToServerEvents, ServerToClientEvents } from '@startupsetu/server-core/contract/socket-events';
import type { ManagerOptions, Socket as AnySocket } from 'socket.io-client';

/** The realtime channel, typed by the events the servers declare (server-core's contract). */
export type Socket = AnySocket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The token for each (re)connection, read when it starts: as `?token=` in the handshake, which the
 * server refuses without a valid one before opening any session (a browser's websocket cannot set
 * headers), and again as `auth.token` in the CONNECT packet, where it must be that same token.
 * engine.io copies `query` into every handshake's URL, so a getter gives each reconnection the
 * token of the moment (renewed since, perhaps).
 */
export function handshakeOptions(token: () => string): Pick<ManagerOptions, 'query'> & { auth: (send: (auth: { token: string }) => void) => void } {
  let sent = '';
  return {
    query: {
      get token() {
        sent = token();
        return sent;
      },
    },
    auth: (send) => send({ token: sent }),
  };
}

/**
 * The realtime channel through the gateway (same origin), signed in with the token of each
 * (re)connection (handshakeOptions). Reconnection keeps socket.io's defaults (spec §9). The client
 * is a file of its own, fetched here: a signed-in page draws its first screen without running it.
 */
export async function connectSocket(token: () => string): Promise<Socket> {
  const { io } = await import('socket.io-client');
  // A Manager of its own: the handshake's query belongs to this session's token.
  return io({ path: '/socket.io', transports: ['websocket'], withCredentials: true, forceNew: true, ...handshakeOptions(token) });
}
