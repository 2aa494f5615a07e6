import type { Comment } from './api/content-types';

/**
 * A talk's comments once each, oldest first: the ones its list embeds (the newest few, plus any
 * just posted) joined with the pages read so far (newest first). Ids sort by creation time, so the
 * two join into one run whatever was posted in between.
 */
export function oldestFirst(comments: readonly Comment[]): Comment[] {
  const byId = new Map(comments.map((comment) => [comment._id, comment]));
  return [...byId.values()].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}
