import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';
import { COUNT_DESCRIPTION } from '@startupsetu/server-core/repositories/capped-count';

// Reply schemas of the content routes. Fastify serializes only the properties listed here, so a
// column added to a query can never leak into a reply by accident.

export const uploaderSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    verified: { type: 'boolean' },
    profiledetails: {
      type: 'object',
      properties: { Username: { type: 'string' }, profilePic: { type: ['string', 'null'] } },
    },
  },
} as const;

export const commentSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    text: { type: 'string' },
    createdAt: { type: 'string' },
    commentedBy: {
      type: 'object',
      properties: {
        _id: { type: 'string' },
        profiledetails: { type: 'object', properties: { Username: { type: 'string' } } },
      },
    },
  },
} as const;

export const videoSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    videoUrl: { type: 'string' },
    likes: { type: 'integer' },
    userHasLiked: { type: 'boolean' },
    createdAt: { type: 'string' },
    uploadedBy: uploaderSchema,
  },
} as const;

/** A blog or a talk. */
export const blogSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    kind: { type: 'string' },
    title: { type: 'string' },
    summary: { type: 'string' },
    content: { type: 'string' },
    coverImageUrl: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    uploadedBy: uploaderSchema,
    /** A talk's newest three comments, oldest first; the rest page through /api/talks/:talkId/comments. */
    comments: { type: 'array', items: commentSchema },
    commentCount: { type: 'integer', description: `A talk's comments the caller may see. ${COUNT_DESCRIPTION}` },
  },
} as const;

export const nextCursorSchema = { type: ['string', 'null'] } as const;

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
