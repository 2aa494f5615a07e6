import type { BlogKind } from '@startupsetu/server-core/db/schema';
import { deletedReplySchema, idParamsSchema } from '../../content/own-content';
import { textField } from '../../schemas/text-fields';
import { pageQueryProperties, type PageQuery } from '@startupsetu/server-core/http/pagination';
import { blogReplySchema, editedBlogReplySchema, postedBlogReplySchema, postsPageSchema } from '@startupsetu/server-core/contract/content-replies';
import { authorQueryProperty } from '../../schemas/content';
import { MAX_BLOG_CONTENT_LENGTH, MAX_TITLE_LENGTH } from '@startupsetu/server-core/contract/field-limits';

export const addBlogSchema = {
  summary: 'Publish a blog, with an optional cover image (png or jpeg)',
  tags: ['Blogs'],
  response: { 201: postedBlogReplySchema },
} as const;

export interface BlogListQuerystring extends PageQuery {
  kind?: BlogKind;
  author?: string;
}

export const getBlogsSchema = {
  summary: "Blogs and talks, newest first (talks carry their comments); ?kind= picks one, ?author= one user's",
  tags: ['Blogs', 'Talks'],
  querystring: {
    type: 'object',
    properties: { ...pageQueryProperties, kind: { type: 'string', enum: ['blog', 'talk'] }, author: authorQueryProperty },
  },
  response: { 200: postsPageSchema },
} as const;

export const getBlogSchema = {
  summary: 'One blog, for its own page; a talk, or a blog the caller may not see (blocked, reported, hidden), is not found',
  tags: ['Blogs'],
  params: idParamsSchema,
  response: { 200: blogReplySchema },
} as const;

export interface EditBlogBody {
  title?: string;
  content?: string;
}

export const editBlogSchema = {
  summary: "Edit the caller's own blog (title, content); others 403, unknown 404",
  tags: ['Blogs'],
  params: idParamsSchema,
  body: {
    type: 'object',
    minProperties: 1,
    properties: { title: textField(MAX_TITLE_LENGTH), content: textField(MAX_BLOG_CONTENT_LENGTH) },
  },
  response: {
    200: editedBlogReplySchema,
  },
} as const;

export const deleteBlogSchema = {
  summary: "Delete the caller's own blog with its cover image; others 403, unknown 404",
  tags: ['Blogs'],
  params: idParamsSchema,
  response: deletedReplySchema,
} as const;
