import { userRoom } from '@startupsetu/server-core/realtime-emitter';
import type { Server } from 'socket.io';

/** Sockets one user may hold open (tabs, devices); the one beyond closes the oldest. */
export const MAX_SOCKETS_PER_USER = 10;

/**
 * Closes the user's oldest sockets beyond `max`, on every instance that shares the adapter (the
 * user's room spans them through Redis in scaled mode). Called once a new socket joined the room.
 */
export async function closeOldestSockets(io: Server, userId: string, max: number): Promise<void> {
  const sockets = await io.in(userRoom(userId)).fetchSockets();
  if (sockets.length <= max) return;
  const oldestFirst = sockets.sort((a, b) => a.handshake.issued - b.handshake.issued || a.id.localeCompare(b.id));
  for (const socket of oldestFirst.slice(0, sockets.length - max)) socket.disconnect(true);
}
