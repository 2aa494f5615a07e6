// Shapes of the content endpoints (issue 4 contract): the items' types come from the api's reply schemas.

import type { Comment, Post, Video } from '@startupsetu/server-core/contract/reply-types';

export type { Comment, Post, PostKind, Uploader, Video } from '@startupsetu/server-core/contract/reply-types';

/** A page of a talk's comments, newest first. */
export interface TalkCommentsPage extends Paged {
  comments: Comment[];
}

/** Lists are newest first; `nextCursor` is null on the last page. */
export interface Paged {
  success: boolean;
  message?: string;
  nextCursor: string | null;
}

export interface FeedPage extends Paged {
  data: { videos: Video[]; blogs: Post[] };
}

export interface VideosPage extends Paged {
  data: Video[];
}

export interface PostsPage extends Paged {
  data: Post[];
}

export interface CommentsReply {
  success: boolean;
  comments: Comment[];
  nextCursor: string | null;
}
