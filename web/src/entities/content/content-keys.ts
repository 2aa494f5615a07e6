import type { PostKind } from '@startupsetu/server-core/contract/reply-types';

// The content's caches (videos, blogs, talks and their comments), named here because search reads
// them offline and a server event changes them.

/** Every key starts with 'content', so ['content'] reaches them all (e.g. after a profile change). */
export const contentKeys = {
  all: ['content'] as const,
  feed: () => ['content', 'feed'] as const,
  videos: () => ['content', 'videos'] as const,
  posts: (kind: PostKind) => ['content', 'posts', kind] as const,
  blog: (blogId: string) => ['content', 'blog', blogId] as const,
  allComments: () => ['content', 'comments'] as const,
  comments: (videoId: string) => ['content', 'comments', videoId] as const,
  talkComments: (talkId: string) => ['content', 'talk-comments', talkId] as const,
};
