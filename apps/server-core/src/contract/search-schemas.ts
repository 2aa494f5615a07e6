import type { FromSchema } from 'json-schema-to-ts';
import { nextCursorSchema, uploaderSchema } from './content-schemas';
import { personCardSchema } from './person-schemas';
import { searchKinds } from './search-kinds';

// GET /api/search (DESIGN §6.8, search everywhere): people, videos, blogs and talks whose name or
// title holds the text. The api serializes with these; the web's types come from them.

export { searchKinds, type SearchKind } from './search-kinds';

/** A video, blog or talk found: what a result line shows and where it leads. */
export const contentHitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'title', 'createdAt', 'posterUrl', 'uploadedBy'],
  properties: {
    _id: { type: 'string' },
    title: { type: 'string', description: "A talk's text" },
    createdAt: { type: 'string' },
    posterUrl: { type: ['string', 'null'], description: "A video's poster frame; null for a post or a video without one" },
    uploadedBy: uploaderSchema,
  },
} as const;

const hits = { type: 'array', items: contentHitSchema } as const;

/**
 * Every kind's first few results (without `kind`), or one kind's page (with `kind`: the other
 * kinds' lists are empty); `nextCursors` holds each kind's cursor for its next page (null: no more).
 */
export const searchReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'people', 'videos', 'blogs', 'talks', 'nextCursors'],
  properties: {
    success: { type: 'boolean' },
    people: { type: 'array', items: personCardSchema },
    videos: hits,
    blogs: hits,
    talks: hits,
    nextCursors: {
      type: 'object',
      additionalProperties: false,
      required: [...searchKinds],
      properties: { people: nextCursorSchema, videos: nextCursorSchema, blogs: nextCursorSchema, talks: nextCursorSchema },
    },
  },
} as const;

export type ContentHit = FromSchema<typeof contentHitSchema>;
export type SearchReply = FromSchema<typeof searchReplySchema>;
