import type { Comment, Post } from './api/content-types';

/** '0 likes', '1 like', '2 likes'. */
export function likeCountText(likes: number): string {
  return `${likes} ${likes === 1 ? 'like' : 'likes'}`;
}

/** Who wrote a comment; spec §3 shows 'Unknown User' when there is no Username. */
export function commenterName(comment: Pick<Comment, 'commentedBy'>): string {
  return comment.commentedBy?.profiledetails?.Username?.trim() || 'Unknown User';
}

/** Words read a minute, for a blog's reading time. */
const WORDS_PER_MINUTE = 200;

/** '3 min read': a blog's summary and content at about 200 words a minute, at least one minute. */
export function readingTimeText(post: Pick<Post, 'summary' | 'content'>): string {
  const words = `${post.summary} ${post.content}`.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

/** The 'By …' line of a blog: the uploader's Username, else 'Unknown' (spec §2). */
export function blogAuthor(post: Pick<Post, 'uploadedBy'>): string {
  return post.uploadedBy?.profiledetails?.Username?.trim() || 'Unknown';
}
