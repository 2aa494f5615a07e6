import { pageQueryProperties } from '@startupsetu/server-core/http/pagination';
import { commentReplySchema, commentsPageSchema, editedTalkReplySchema, postedBlogReplySchema } from '@startupsetu/server-core/contract/content-replies';
import { deletedReplySchema } from '../../content/own-content';
import { textField } from '../../schemas/text-fields';
import { MAX_COMMENT_LENGTH } from '../comments/comment-schemas';
import { MAX_TALK_LENGTH } from '@startupsetu/server-core/contract/field-limits';

export interface AddTalkBody {
  title: string;
}

export const addTalkSchema = {
  summary: 'Post a talk (its text as the title)',
  tags: ['Talks'],
  body: {
    type: 'object',
    required: ['title'],
    properties: { title: textField(MAX_TALK_LENGTH) },
  },
  response: { 201: postedBlogReplySchema },
} as const;

export interface TalkCommentBody {
  text: string;
}

export const addTalkCommentSchema = {
  summary: 'Comment on a talk',
  tags: ['Talks'],
  params: {
    type: 'object',
    properties: { talkId: { type: 'string' } },
  },
  body: {
    type: 'object',
    required: ['text'],
    properties: { text: textField(MAX_COMMENT_LENGTH) },
  },
  response: {
    201: commentReplySchema,
  },
} as const;

const talkParamsSchema = { type: 'object', properties: { talkId: { type: 'string' } } } as const;

export const editTalkSchema = {
  summary: "Edit the caller's own talk (its text, as title); others 403, unknown 404",
  tags: ['Talks'],
  params: talkParamsSchema,
  body: addTalkSchema.body,
  response: {
    200: editedTalkReplySchema,
  },
} as const;

export const deleteTalkSchema = {
  summary: "Delete the caller's own talk with its comments; others 403, unknown 404",
  tags: ['Talks'],
  params: talkParamsSchema,
  response: deletedReplySchema,
} as const;

export const deleteTalkCommentSchema = {
  summary: "Delete the caller's own comment on a talk; others 403, unknown 404",
  tags: ['Talks'],
  params: {
    type: 'object',
    properties: { talkId: { type: 'string' }, commentId: { type: 'string' } },
  },
  response: deletedReplySchema,
} as const;

export const listTalkCommentsSchema = {
  summary: "A talk's comments, newest first, paged (a talk in a list embeds only its newest three)",
  tags: ['Talks'],
  params: talkParamsSchema,
  querystring: { type: 'object', properties: pageQueryProperties },
  response: { 200: commentsPageSchema },
} as const;
