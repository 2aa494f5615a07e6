import { blogSchema, commentSchema } from '../../schemas/content';
import { textField } from '../../schemas/text-fields';
import { MAX_COMMENT_LENGTH } from '../comments/comment-schemas';

export interface AddTalkBody {
  title: string;
}

export const addTalkSchema = {
  summary: 'Post a talk (its text as the title)',
  tags: ['Talks'],
  body: {
    type: 'object',
    required: ['title'],
    properties: { title: textField(2000) },
  },
  response: {
    201: {
      type: 'object',
      properties: { success: { type: 'boolean' }, message: { type: 'string' }, blog: blogSchema },
    },
  },
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
    201: { type: 'object', properties: { success: { type: 'boolean' }, comment: commentSchema } },
  },
} as const;
