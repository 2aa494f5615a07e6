// Shapes of the content endpoints (issue 4 contract): the types of the api's reply schemas.

export type {
  BlogReply,
  CommentsPage,
  Comment,
  FeedPage,
  Post,
  PostKind,
  PostsPage,
  Uploader,
  Video,
  VideosPage,
} from '@startupsetu/server-core/contract/reply-types';
