import { videoRoom } from '@startupsetu/server-core/realtime-emitter';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { eventArguments, socketUser, withinBudget } from '../../plugins/realtime';
import { isContentId } from '../../schemas/content';
import { blockRoomsJoined } from '../blocks/block-rooms';
import { visibleVideoIds } from '../videos/videos-repository';

export const WATCH_VIDEOS_EVENT = 'watchVideos';

/** How many videos one socket may watch at once: more than a screen shows, few enough to stay cheap. */
const MAX_WATCHED_VIDEOS = 50;

type WatchRequest = { videoIds: string[] } | { error: string };

/** `{ videoIds: string[] }` with at most MAX_WATCHED_VIDEOS video ids, duplicates dropped; or what is wrong. */
function parseWatchRequest(payload: unknown): WatchRequest {
  const videoIds: unknown = typeof payload === 'object' && payload !== null ? (payload as { videoIds?: unknown }).videoIds : undefined;
  if (!Array.isArray(videoIds)) return { error: 'videoIds must be an array of video ids' };
  if (videoIds.length > MAX_WATCHED_VIDEOS) return { error: `videoIds must hold at most ${MAX_WATCHED_VIDEOS} video ids` };
  const invalid = videoIds.findIndex((id) => typeof id !== 'string' || !isContentId(id));
  if (invalid >= 0) return { error: `videoIds[${invalid}] is not a video id` };
  return { videoIds: [...new Set(videoIds as string[])] };
}

/** Replaces the rooms of the videos the socket watches with those of `videoIds`. */
async function watchOnly(socket: Socket, videoIds: readonly string[]) {
  const wanted = new Set(videoIds.map(videoRoom));
  const watched = [...socket.rooms].filter((room) => room.startsWith(videoRoom('')));
  for (const room of watched) if (!wanted.has(room)) await socket.leave(room);
  await socket.join([...wanted]);
}

/**
 * `watchVideos({ videoIds }, ack?)`: the videos whose `newComment` this socket receives, replacing
 * the ones it asked for before (an empty list stops them all). A socket that never asks receives none.
 * Ids of videos the user may not see (blocked, reported, or no such video) are left out silently,
 * as the feed leaves them out. Each request counts in the user's budget of subscriptions.
 */
export function registerWatchVideosEvent(app: FastifyInstance) {
  app.io.on('connection', (socket) => {
    const userId = socketUser(socket).id;
    // One request at a time, so a later set never loses to an earlier one whose read finished last.
    let previous = Promise.resolve();
    socket.on(WATCH_VIDEOS_EVENT, (...args: unknown[]) => {
      const { payload, reply } = eventArguments(args);
      const request = parseWatchRequest(payload);
      // Counted as it arrives; a refused request (already answered) then changes nothing.
      const allowed = withinBudget(app, socket, 'subscription', reply);
      previous = previous
        .then(async () => {
          if (!(await allowed)) return;
          if ('error' in request) {
            reply({ ok: false, message: request.error, error: request.error });
            return;
          }
          const videoIds = await visibleVideoIds(app.db, request.videoIds, userId);
          // No video's events before the socket is out of reach of everyone its user is blocked with.
          await blockRoomsJoined(socket);
          await watchOnly(socket, videoIds);
          reply({ ok: true });
        })
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not change the videos a socket watches');
          reply({ ok: false, message: 'Could not watch those videos', error: 'Could not watch those videos' });
        });
    });
  });
}
