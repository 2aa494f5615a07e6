import { blogSchema, commentSchema, nextCursorSchema, videoSchema } from './content-schemas';
import { keyed, pageOf } from './reply-builders';

// Whole replies of the content lists (the api's route schemas, the web's page types).

/** A page whose `data` is `data`, announced with a message. */
function messagePage<const Data extends object>(data: Data) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['success', 'message', 'data', 'nextCursor'],
    properties: { success: { type: 'boolean' }, message: { type: 'string' }, data, nextCursor: nextCursorSchema },
  } as const;
}

/** GET /api/userprofile/getvideos. */
export const videosPageSchema = messagePage({ type: 'array', items: videoSchema } as const);

/** GET /api/userprofile/getblogs: blogs, talks or both. */
export const postsPageSchema = pageOf('data', blogSchema);

/** A page of a video's or a talk's comments, newest first. */
export const commentsPageSchema = pageOf('comments', commentSchema);

/** The dashboard feed: a page of videos and, on the first page only, the newest blogs. */
export const feedPageSchema = messagePage({
  type: 'object',
  additionalProperties: false,
  required: ['videos', 'blogs'],
  properties: { videos: { type: 'array', items: videoSchema }, blogs: { type: 'array', items: blogSchema } },
} as const);

/** A reply of `success` and one content item: `{ success, <field>: item }`. */
function itemReply<const Field extends string, const Item extends object>(field: Field, item: Item) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['success', field],
    properties: { success: { type: 'boolean' }, ...keyed(field, item) },
  } as const;
}

/** The same with the message a new item is announced with. */
function postedReply<const Field extends string, const Item extends object>(field: Field, item: Item) {
  const reply = itemReply(field, item);
  return {
    ...reply,
    required: [...reply.required, 'message'],
    properties: { ...reply.properties, message: { type: 'string' } },
  } as const;
}

/** What setting a like answers: the video's count and the caller's like. */
export const likeReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'likes', 'userHasLiked'],
  properties: { success: { type: 'boolean' }, likes: { type: 'integer' }, userHasLiked: { type: 'boolean' } },
} as const;

/** A comment posted on a video or a talk. */
export const commentReplySchema = itemReply('comment', commentSchema);
export const postedVideoReplySchema = postedReply('video', videoSchema);
/** A blog or a talk posted. */
export const postedBlogReplySchema = postedReply('blog', blogSchema);
export const editedVideoReplySchema = itemReply('video', videoSchema);
export const editedBlogReplySchema = itemReply('blog', blogSchema);
/** GET /api/blogs/:id: one blog, for its own page. */
export const blogReplySchema = itemReply('blog', blogSchema);
export const editedTalkReplySchema = itemReply('talk', blogSchema);
