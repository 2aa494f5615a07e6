import type { ClientToServerEvents, ServerToClientEvents } from '@startupsetu/server-core/contract/socket-events';
import type { Socket as AnySocket } from 'socket.io-client';

/** The realtime channel, typed by the events the servers declare (server-core's contract). */
export type Socket = AnySocket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The realtime channel through the gateway (same origin). The token goes in the handshake, read at
 * each (re)connection, so a renewed token is the one sent; the server refuses a socket without a
 * valid one. Reconnection keeps socket.io's defaults (spec §9). The client is a file of its own,
 * fetched here: a signed-in page draws its first screen without running it.
 */
export async function connectSocket(token: () => string): Promise<Socket> {
  const { io } = await import('socket.io-client');
  return io({ path: '/socket.io', transports: ['websocket'], auth: (send) => send({ token: token() }), withCredentials: true });
}
