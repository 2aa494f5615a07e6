import type { Comment } from './api/content-types';

/**
 * Comments once each, oldest first, as a conversation reads: a talk's embedded newest few (plus any
 * just posted) joined with the pages read so far (newest first), or a video's page. Ids sort by
 * creation time, so the parts join into one run whatever was posted in between.
 */
export function oldestFirst(comments: readonly Comment[]): Comment[] {
  const byId = new Map(comments.map((comment) => [comment._id, comment]));
  return [...byId.values()].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}
