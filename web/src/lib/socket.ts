import { io, type Socket } from 'socket.io-client';

/**
 * The realtime channel through the gateway (same origin). The token goes in the handshake, read at
 * each (re)connection, so a renewed token is the one sent; the server refuses a socket without a
 * valid one. Reconnection keeps socket.io's defaults (spec §9).
 */
export function connectSocket(token: () => string): Socket {
  return io({ path: '/socket.io', transports: ['websocket'], auth: (send) => send({ token: token() }), withCredentials: true });
}
