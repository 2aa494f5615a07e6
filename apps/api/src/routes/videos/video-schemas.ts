import { nextCursorSchema, pageQuerystring, videoSchema } from '../../schemas/content';

export const addVideoSchema = {
  response: {
    201: {
      type: 'object',
      properties: { success: { type: 'boolean' }, message: { type: 'string' }, video: videoSchema },
    },
  },
} as const;

export const getVideosSchema = {
  querystring: pageQuerystring,
  response: {
    200: {
      type: 'object',
      properties: {
        success: { type: 'boolean' },
        message: { type: 'string' },
        data: { type: 'array', items: videoSchema },
        nextCursor: nextCursorSchema,
      },
    },
  },
} as const;

export interface LikeBody {
  videoId: string;
  liked: boolean;
}

export const likeSchema = {
  body: {
    type: 'object',
    required: ['videoId'],
    properties: {
      videoId: { type: 'string', minLength: 1, maxLength: 64 },
      liked: { type: 'boolean', default: true },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: { success: { type: 'boolean' }, likes: { type: 'integer' }, userHasLiked: { type: 'boolean' } },
    },
  },
} as const;
