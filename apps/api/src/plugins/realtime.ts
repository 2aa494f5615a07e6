import { authenticateToken, type AuthUser } from '@startupsetu/server-core/authenticate';
import type { Database } from '@startupsetu/server-core/db/database';
import {
  createRealtimeEmitter,
  sessionRoom,
  userRoom,
  type RealtimeEmitter,
} from '@startupsetu/server-core/realtime-emitter';
import { findSession, LAST_SEEN_STEP_MS } from '@startupsetu/server-core/repositories/sessions-repository';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ClientToServerEvents, ServerToClientEvents } from '@startupsetu/server-core/contract/socket-events';
import { Server as SocketServer, type Socket as AnySocket } from 'socket.io';
import { connectRedisPair } from './redis-pair';
import { runAt } from './run-at';
import { closeOldestSockets, MAX_SOCKETS_PER_USER } from './socket-cap';
import { closeWhenSessionIdles } from './session-idle';
import { watchEndedSessions, type SessionWatcher } from './session-watcher';

/** The api's socket.io server, typed by the contract's event maps. */
export type Server = SocketServer<ClientToServerEvents, ServerToClientEvents>;
export type Socket = AnySocket<ClientToServerEvents, ServerToClientEvents>;

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    realtime: RealtimeEmitter;
  }
}

export interface RealtimePluginOptions {
  db: Database;
  jwtSecret: string;
  /** Default: the service configuration's REDIS_URL. Without one, sockets live in this process only. */
  redisUrl?: string;
  /** Sockets one user may hold open; a new one beyond closes the oldest. */
  maxSocketsPerUser?: number;
}

export type SocketAck = (reply: { ok: boolean; [key: string]: unknown }) => void;

/** The signed-in user of a socket that passed the handshake. */
export function socketUser(socket: Socket): AuthUser {
  return socket.data.user as AuthUser;
}

/** The client's acknowledgement callback, or a no-op when it sent none (or sent something else). */
function ackOf(ack: unknown): SocketAck {
  return typeof ack === 'function' ? (ack as SocketAck) : () => {};
}

/**
 * An event's payload (its first argument) and its ack, which socket.io always passes last,
 * however many arguments a client sent before it.
 */
export function eventArguments(args: unknown[]): { payload: unknown; reply: SocketAck } {
  const last = args.at(-1);
  const hasAck = typeof last === 'function';
  return { payload: hasAck && args.length === 1 ? undefined : args[0], reply: ackOf(hasAck ? last : undefined) };
}

/** When a token that authenticateToken accepted expires, in ms (its signature is already checked). */
function expiryOf(token: string): number {
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number };
  return exp * 1000;
}

/**
 * A socket lives no longer than the token it signed in with: at the token's expiry the server
 * closes it, and a reconnection with the same token is refused at the handshake.
 */
function closeAtExpiry(socket: Socket) {
  const cancel = runAt(socket.data.expiresAt as number, () => socket.disconnect(true));
  socket.once('disconnect', cancel);
}

/**
 * Closes the sockets of ended sessions at once, on every instance that shares the adapter (through
 * Redis in scaled mode); instances that do not share it close theirs from the session watcher.
 */
export function closeSessionSockets(io: Server, sessionIds: readonly string[]) {
  if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
}

async function realtimePlugin(
  app: FastifyInstance,
  { db, jwtSecret, redisUrl: redisUrlOption, maxSocketsPerUser = MAX_SOCKETS_PER_USER }: RealtimePluginOptions,
) {
  const io: Server = new SocketServer(app.server, { path: '/socket.io', serveClient: false });
  const redisUrl = redisUrlOption ?? (app.hasDecorator('config') ? app.config.redisUrl : undefined);
  const closeAdapter = redisUrl ? await useRedisAdapter(app, io, redisUrl) : async () => {};

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    authenticateToken(db, jwtSecret, typeof token === 'string' ? token : undefined).then(
      (user) => {
        socket.data.user = user;
        socket.data.expiresAt = expiryOf(token as string);
        next();
      },
      () => next(new Error('Unauthorized')),
    );
  });

  io.on('connection', (socket: Socket) => {
    const user = socketUser(socket);
    closeAtExpiry(socket);
    // The handshake moved last_seen_at unless it was under a minute old.
    const cancelIdle = closeWhenSessionIdles({
      lastSeenAt: new Date(Date.now() - LAST_SEEN_STEP_MS).toISOString(),
      read: () => findSession(db, user.sessionId),
      close: () => socket.disconnect(true),
    });
    socket.once('disconnect', cancelIdle);
    void Promise.resolve(socket.join([userRoom(user.id), sessionRoom(user.sessionId)]))
      .then(() => closeOldestSockets(io, user.id, maxSocketsPerUser))
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not count the sockets of a user'));
    // The ack is the last argument however many a client sends (join(ack) and join(id, x, ack) too).
    socket.on('join', (...args: unknown[]) => {
      const { payload: userId, reply } = eventArguments(args);
      if (userId !== user.id) {
        reply({ ok: false, message: 'Forbidden' });
        return;
      }
      void socket.join(userRoom(user.id));
      reply({ ok: true });
    });
  });

  app.decorate('io', io);
  app.decorate('realtime', createRealtimeEmitter(io));

  // Started once the app is ready, so an app that fails to start leaves no timer behind.
  let watcher: SessionWatcher | undefined;
  app.addHook('onReady', async () => {
    watcher = watchEndedSessions({
      db,
      onEnded: (ids) => io.local.in(ids.map(sessionRoom)).disconnectSockets(true),
      onError: (error) => app.log.warn({ err: error }, 'could not read the sessions ended elsewhere'),
    });
  });

  // Sockets first, so the HTTP server's close is not held open by live websockets.
  app.addHook('preClose', async () => {
    await watcher?.stop();
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
    await closeAdapter();
  });
}

// Several api instances share their rooms through Redis: an event emitted on one instance (a chat
// message, a new comment, a notification from notify's emitter) reaches sockets on all of them.
async function useRedisAdapter(app: FastifyInstance, io: Server, url: string): Promise<() => Promise<void>> {
  const { createAdapter } = await import('@socket.io/redis-adapter');
  const { commands, subscriber, close } = await connectRedisPair(app, url);
  io.adapter(createAdapter(commands, subscriber));
  return close;
}

export default fp(realtimePlugin, { name: 'startupsetu-realtime', fastify: '5.x' });
