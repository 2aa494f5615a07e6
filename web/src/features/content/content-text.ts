import type { Comment, Post } from './api/content-types';

/** '0 likes', '1 like', '2 likes'. */
export function likeCountText(likes: number): string {
  return `${likes} ${likes === 1 ? 'like' : 'likes'}`;
}

/** Who wrote a comment; spec §3 shows 'Unknown User' when there is no Username. */
export function commenterName(comment: Pick<Comment, 'commentedBy'>): string {
  return comment.commentedBy?.profiledetails?.Username?.trim() || 'Unknown User';
}

/** The 'By …' line of a blog: the uploader's Username, else 'Unknown' (spec §2). */
export function blogAuthor(post: Pick<Post, 'uploadedBy'>): string {
  return post.uploadedBy?.profiledetails?.Username?.trim() || 'Unknown';
}
