import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';
import { deletedReplySchema, idParamsSchema } from '../../content/own-content';
import { commentReplySchema, commentsPageSchema } from '@startupsetu/server-core/contract/content-replies';
import { textField } from '../../schemas/text-fields';
import { MAX_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';

export { MAX_COMMENT_LENGTH };

export const listCommentsSchema = {
  summary: "A video's comments, newest first (no token needed)",
  tags: ['Comments'],
  params: {
    type: 'object',
    properties: { videoId: { type: 'string' } },
  },
  querystring: {
    type: 'object',
    properties: { ...pageQueryProperties, limit: { ...pageQueryProperties.limit, default: 50 } },
  },
  response: { 200: commentsPageSchema },
} as const;

export interface VideoCommentBody {
  text: string;
  videoId: string;
}

export const addCommentSchema = {
  summary: 'Comment on a video (emits newComment {videoId} to the sockets watching it: watchVideos on the realtime channel)',
  tags: ['Comments'],
  body: {
    type: 'object',
    required: ['text', 'videoId'],
    properties: {
      text: textField(MAX_COMMENT_LENGTH),
      videoId: { type: 'string', minLength: 1, maxLength: 64 },
    },
  },
  response: {
    201: commentReplySchema,
  },
} as const;

export const deleteCommentSchema = {
  summary: "Delete a video comment: the commenter's own, or any on the caller's own video; others 403, unknown 404",
  tags: ['Videos'],
  params: idParamsSchema,
  response: deletedReplySchema,
} as const;
