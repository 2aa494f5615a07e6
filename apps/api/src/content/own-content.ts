import { HttpError } from '@startupsetu/server-core/errors';
import type { ContentType } from '@startupsetu/server-core/contract/socket-events';
import { messageReplySchema } from '@startupsetu/server-core/contract/status-replies';
import type { FastifyInstance } from 'fastify';

// Owners edit and delete their own videos, blogs, talks and comments (DESIGN §6.3, issue 20).

export const CHANGE_OWN_ONLY = 'You can only change your own content';
export const DELETE_OWN_ONLY = 'You can only delete your own content';

export const CONTENT_REMOVED_EVENT = 'contentRemoved';
export const CONTENT_CHANGED_EVENT = 'contentChanged';

export type { ContentType };

export const DELETED_REPLY = { success: true, message: 'Deleted' } as const;

/** 404 when the item is unknown, 403 when the caller may not act on it. */
export function requireOwner<Row>(
  row: Row | undefined,
  notFound: string,
  mayAct: (row: Row) => boolean,
  action: 'change' | 'delete',
): Row {
  if (!row) throw new HttpError(404, notFound);
  if (!mayAct(row)) throw new HttpError(403, action === 'change' ? CHANGE_OWN_ONLY : DELETE_OWN_ONLY);
  return row;
}

/**
 * After the rows are gone: removes the item's media files (a failure is logged; the start-up sweep
 * removes what is left) and tells every open page to drop the item.
 */
export async function afterContentDeleted(
  app: FastifyInstance,
  removed: { type: ContentType; id: string; parentId?: string; mediaFiles?: (string | null)[] },
) {
  for (const name of removed.mediaFiles ?? []) {
    if (!name) continue;
    await app.media.remove(name).catch((error: unknown) => app.log.warn({ err: error, name }, 'could not remove the media file of deleted content'));
  }
  const { type, id, parentId } = removed;
  app.realtime.toAll(CONTENT_REMOVED_EVENT, parentId ? { type, id, parentId } : { type, id });
}

export function announceContentChanged(app: FastifyInstance, type: ContentType, id: string) {
  app.realtime.toAll(CONTENT_CHANGED_EVENT, { type, id });
}

/** Trims an optional text field of an edit; a field sent blank is an error, not a no-op. */
export function editedText(value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (!trimmed) throw new HttpError(400, `${field} is required`, field);
  return trimmed;
}

export const idParamsSchema = {
  type: 'object',
  properties: { id: { type: 'string' } },
} as const;

export const deletedReplySchema = {
  200: messageReplySchema,
} as const;
