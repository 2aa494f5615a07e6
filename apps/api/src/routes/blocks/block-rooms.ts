import type { Database } from '@startupsetu/server-core/db/database';
import { blockBetween } from '@startupsetu/server-core/repositories/blocks-repository';
import { userRoom, videoRoom } from '@startupsetu/server-core/realtime-emitter';
import type { ServerEvent, ServerEventPayload, ServerToClientEvents } from '@startupsetu/server-core/contract/socket-events';
import type { FastifyInstance } from 'fastify';
import type { Server, Socket } from '../../plugins/realtime';

// Blocks hold on the realtime channel at once (DESIGN §7.2). Each person has a room of the sockets
// of everyone they blocked or were blocked by; an event someone causes in a room others join (the
// watchers of a video) is emitted to it but that room, so an emit costs the same however many
// blocks stand. Sockets join these rooms when they connect (from the blocks table) and when a block
// is made, on every instance that shares the adapter.

/** The sockets of everyone `userId` blocked or was blocked by. */
export function blockedWithRoom(userId: string): string {
  return `blocked-with:${userId}`;
}

/** The people the user blocked or was blocked by. */
async function blockedEitherWay(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocked_id as other_id')
    .where('blocker_id', '=', userId)
    .union(db.selectFrom('blocks').select('blocker_id as other_id').where('blocked_id', '=', userId))
    .execute();
  return rows.map((row) => row.other_id);
}

/**
 * Puts a new socket in the rooms of the people its user blocked or was blocked by. The socket is in
 * its user's room before this reads the blocks, so a block made meanwhile reaches it there.
 */
export function joinBlockRooms(db: Database, socket: Socket, userId: string): Promise<void> {
  const joining = blockedEitherWay(db, userId).then((others) => socket.join(others.map(blockedWithRoom)));
  socket.data.blockRoomsJoined = joining.catch(() => {});
  return joining;
}

/** Settles once the socket is in its block rooms: before it starts watching anything. */
export function blockRoomsJoined(socket: Socket): Promise<void> {
  return (socket.data.blockRoomsJoined as Promise<void> | undefined) ?? Promise.resolve();
}

/** A block was made: from now on neither person's sockets hear what the other causes. */
export function keepSocketsApart(io: Server, blockerId: string, blockedId: string): void {
  io.in(userRoom(blockerId)).socketsJoin(blockedWithRoom(blockedId));
  io.in(userRoom(blockedId)).socketsJoin(blockedWithRoom(blockerId));
}

/** A block ended: the two hear each other again, unless the other still blocks the one. */
export async function bringSocketsBack(app: FastifyInstance, blockerId: string, blockedId: string): Promise<void> {
  if (await blockBetween(app.db, blockerId, blockedId)) return;
  app.io.in(userRoom(blockerId)).socketsLeave(blockedWithRoom(blockedId));
  app.io.in(userRoom(blockedId)).socketsLeave(blockedWithRoom(blockerId));
}

/**
 * Emits to the sockets watching the video, but those of anyone blocked either way by one of
 * `causedBy` (who made the event, whose video it is), and but the users `alsoExceptUsers`.
 */
export function toVideoWatchersApartFromBlocked<E extends ServerEvent>(
  io: Server,
  videoId: string,
  causedBy: readonly string[],
  event: E,
  payload: ServerEventPayload<E>,
  alsoExceptUsers: readonly string[] = [],
): void {
  const rooms = [...[...new Set(causedBy)].map(blockedWithRoom), ...alsoExceptUsers.map(userRoom)];
  io.to(videoRoom(videoId)).except(rooms).emit(event, ...([payload] as Parameters<ServerToClientEvents[E]>));
}
