import type { IncomingMessage } from 'node:http';
import { userRoom } from '@startupsetu/server-core/realtime-emitter';
import type { Server } from 'socket.io';

/** Sockets one user may hold open (tabs, devices); the one beyond closes the oldest. */
export const MAX_SOCKETS_PER_USER = 10;

export const tooManySessions = (max: number) =>
  `Too many open realtime connections from your address (the limit is ${max}). Close some and try again.`;

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

/**
 * The client's address. The api is reached through the gateway, which sets X-Forwarded-For to the
 * address it saw (it does not append to a client's), so the last entry is the gateway's word.
 */
export function clientAddress(request: IncomingMessage): string {
  const forwarded = request.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').at(-1)?.trim();
  return last || request.socket.remoteAddress || 'unknown';
}

/** engine.io's server, as far as the count reads it: a session and the request that opened it. */
interface EngineEvents {
  on(event: 'connection', listener: (session: { request: IncomingMessage; once(event: 'close', listener: () => void): unknown }) => void): unknown;
  on(event: 'connection_error', listener: (error: { req: IncomingMessage }) => void): unknown;
}

export interface SessionCount {
  /** Counts the session a handshake asks for; false when its address holds `max` already. */
  take(handshake: IncomingMessage): boolean;
  /** Gives the count back for a handshake that gets no session after all (twice is harmless). */
  release(handshake: IncomingMessage): void;
}

/**
 * Counts engine.io sessions per client address, long-polling and websocket alike. A handshake takes
 * one (socket.io's allowRequest); it is given back when the session closes, or when none was made
 * (the handshake failed, or the websocket's connection closed before it was upgraded).
 */
export function countSessionsPerAddress(engine: EngineEvents, max: number): SessionCount {
  const held = new Map<string, number>();
  const releases = new WeakMap<IncomingMessage, () => void>();
  const release = (handshake: IncomingMessage) => {
    releases.get(handshake)?.();
    releases.delete(handshake);
  };
  engine.on('connection', (session) => session.once('close', () => release(session.request)));
  engine.on('connection_error', ({ req }) => release(req));
  return {
    take(handshake) {
      const address = clientAddress(handshake);
      const count = held.get(address) ?? 0;
      if (max > 0 && count >= max) return false;
      held.set(address, count + 1);
      releases.set(handshake, () => {
        const left = (held.get(address) ?? 1) - 1;
        if (left > 0) held.set(address, left);
        else held.delete(address);
      });
      // A websocket session lives on this very connection; a polling one outlives its handshake's.
      if (handshake.headers.upgrade) handshake.socket.once('close', () => release(handshake));
      return true;
    },
    release,
  };
}
