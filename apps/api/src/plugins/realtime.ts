import type { IncomingMessage } from 'node:http';
import { authenticateToken, bearerToken, type AuthUser } from '@startupsetu/server-core/authenticate';
import { DEFAULT_MAX_UPGRADES_PER_ADDRESS } from '@startupsetu/server-core/config';
import type { Database } from '@startupsetu/server-core/db/database';
import type { SocketEventKind } from '@startupsetu/server-core/http/write-rate-limit';
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
import {
  closeOldestSockets,
  countSessionsPerAddress,
  MAX_SOCKETS_PER_USER,
  tooManySessions,
  type SessionCount,
} from './socket-cap';
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
  /** Realtime sessions (websocket or long-polling) one client address may hold open; 0: no cap. Default: MAX_UPGRADES_PER_ADDRESS's default (the api passes its configuration's). */
  maxSessionsPerAddress?: number;
}

/**
 * A session that has not signed in this long after its handshake is closed. socket.io's client
 * signs in (its CONNECT packet) as soon as the session opens; its default of 45 s would let
 * sessions without a token linger.
 */
const SIGN_IN_WITHIN_MS = 10_000;

const UNAUTHORIZED = 'Unauthorized';

/** How long a session whose sign-in was refused may take to read why, at most. */
const REFUSAL_READ_WITHIN_MS = 5_000;

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

/**
 * Counts one event of the socket's user against its budget (write-rate-limit.ts). Over it, the
 * refusal is acked and the answer is false: the event must then do nothing, and write nothing.
 */
export async function withinBudget(app: FastifyInstance, socket: Socket, kind: SocketEventKind, reply: SocketAck): Promise<boolean> {
  const refusal = await app.limitSocketEvent(socketUser(socket), kind);
  if (refusal) reply(refusal);
  return refusal === undefined;
}

/**
 * The token a handshake request carries, if any: `Authorization: Bearer` (clients that can set
 * headers) or `?token=` (a browser's websocket cannot). socket.io's client sends its `auth` only
 * once the session is open, in its CONNECT packet, too late to refuse the session itself.
 */
function handshakeToken(request: IncomingMessage): string | undefined {
  const header = bearerToken(request.headers.authorization);
  if (header) return header;
  const query = new URL(request.url ?? '/', 'http://handshake').searchParams.get('token');
  return query || undefined;
}

/**
 * engine.io's allowRequest: a handshake gets a session only within its address's cap, and only
 * with a valid token of its own (handshakeToken): without one, or with one that is not valid, it
 * gets a 403 and no session at all (DESIGN §7.2).
 */
function admitHandshake(db: Database, jwtSecret: string, sessions: SessionCount, max: number) {
  return (request: IncomingMessage, answer: (message: string | null | undefined, allowed: boolean) => void) => {
    const token = handshakeToken(request);
    if (token === undefined) {
      answer(UNAUTHORIZED, false);
      return;
    }
    if (!sessions.take(request)) {
      answer(tooManySessions(max), false);
      return;
    }
    authenticateToken(db, jwtSecret, token).then(
      () => answer(null, true),
      () => {
        sessions.release(request);
        answer(UNAUTHORIZED, false);
      },
    );
  };
}

/**
 * Closes a session whose sign-in is being refused, rather than let it wait SIGN_IN_WITHIN_MS for a
 * sign-in that will not come: once the refusal (the next packet, which socket.io queues on the next
 * tick) has left, so that its client learns why; or REFUSAL_READ_WITHIN_MS later if it stops reading.
 */
function closeAfterRefusal(session: Socket['conn']) {
  const close = () => {
    clearTimeout(deadline);
    session.close(true);
  };
  const deadline = setTimeout(close, REFUSAL_READ_WITHIN_MS).unref();
  session.once('close', () => clearTimeout(deadline));
  session.once('packetCreate', () => session.once('drain', close));
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
  {
    db,
    jwtSecret,
    redisUrl: redisUrlOption,
    maxSocketsPerUser = MAX_SOCKETS_PER_USER,
    maxSessionsPerAddress = DEFAULT_MAX_UPGRADES_PER_ADDRESS,
  }: RealtimePluginOptions,
) {
  const io: Server = new SocketServer(app.server, { path: '/socket.io', serveClient: false, connectTimeout: SIGN_IN_WITHIN_MS });
  // Set once the engine exists: the count listens to its sessions.
  const sessions = countSessionsPerAddress(io.engine, maxSessionsPerAddress);
  io.engine.opts.allowRequest = admitHandshake(db, jwtSecret, sessions, maxSessionsPerAddress);
  const redisUrl = redisUrlOption ?? (app.hasDecorator('config') ? app.config.redisUrl : undefined);
  const closeAdapter = redisUrl ? await useRedisAdapter(app, io, redisUrl) : async () => {};

  // The handshake's token signs the socket in; a CONNECT packet may repeat it (`auth.token`), not
  // name another.
  io.use((socket, next) => {
    const token = handshakeToken(socket.request);
    const sent: unknown = socket.handshake.auth?.token;
    const repeated = sent === undefined || sent === token;
    authenticateToken(db, jwtSecret, repeated ? token : undefined).then(
      (user) => {
        socket.data.user = user;
        socket.data.expiresAt = expiryOf(token!);
        next();
      },
      () => {
        closeAfterRefusal(socket.conn);
        next(new Error(UNAUTHORIZED));
      },
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
      const join = async () => {
        if (!(await withinBudget(app, socket, 'subscription', reply))) return;
        if (userId !== user.id) {
          reply({ ok: false, message: 'Forbidden' });
          return;
        }
        await socket.join(userRoom(user.id));
        reply({ ok: true });
      };
      join().catch((error: unknown) => {
        app.log.warn({ err: error, userId: user.id }, 'join failed');
        reply({ ok: false, message: 'Could not join' });
      });
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

export default fp(realtimePlugin, { name: 'startupsetu-realtime', fastify: '5.x', dependencies: ['startupsetu-write-rate-limit'] });
