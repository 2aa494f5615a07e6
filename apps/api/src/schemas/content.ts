import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';
import { commentSchema, nextCursorSchema } from '@startupsetu/server-core/contract/content-schemas';

export { blogSchema, commentSchema, nextCursorSchema, uploaderSchema, videoSchema } from '@startupsetu/server-core/contract/content-schemas';

/** A page reply: `{ success, <field>: [items…], nextCursor }`. */
export function pageReply<const Field extends string, const Item extends object>(field: Field, items: Item) {
  return {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      [field]: { type: 'array', items },
      nextCursor: nextCursorSchema,
    },
  } as const;
}

/** A page of a video's or a talk's comments, newest first. */
export const commentsPageReply = pageReply('comments', commentSchema);

/** `?author=<userId>`: only that user's items. */
export const authorQueryProperty = { type: 'string', pattern: '^[0-9a-f]{1,64}$' } as const;

export const pageQuerystring = { type: 'object', properties: pageQueryProperties } as const;

/** Ids are lower-case hex (newId); anything else names no content, so it is simply not found. */
export function isContentId(value: string): boolean {
  return /^[0-9a-f]{1,64}$/.test(value);
}
