import type { CommentReply, LikeReply, PostedBlogReply } from '@startupsetu/server-core/contract/reply-types';
import { sendWrite, type OutboxWrite, type WriteResult } from '../../../lib/outbox-client';
import { contentKeys } from '../../../entities/content/content-keys';

// Likes, comments and talks made offline wait in the outbox (DESIGN §4) and are replayed later;
// `meta` is what the screens show while they wait.

export function likeWrite(videoId: string, liked: boolean): OutboxWrite {
  return {
    kind: 'like',
    url: '/api/videos/like',
    body: { videoId, liked },
    meta: { videoId, liked },
    invalidate: [contentKeys.feed(), contentKeys.videos()],
  };
}

/** Sets (not flips) the caller's like, so repeating a request changes nothing. */
export function setLike(videoId: string, liked: boolean): Promise<WriteResult<LikeReply>> {
  return sendWrite(likeWrite(videoId, liked));
}

/** The server announces it on the realtime channel itself (`newComment {videoId}`), replayed or not. */
export function addVideoComment(videoId: string, text: string): Promise<WriteResult<CommentReply>> {
  return sendWrite({
    kind: 'video-comment',
    url: '/api/videos/comments',
    body: { text, videoId },
    meta: { videoId, text },
    invalidate: [contentKeys.comments(videoId)],
  });
}

export function addTalk(text: string): Promise<WriteResult<PostedBlogReply>> {
  return sendWrite({
    kind: 'talk',
    url: '/api/userprofile/addTalks',
    body: { title: text },
    meta: { text },
    invalidate: [contentKeys.posts('talk')],
  });
}

export function addTalkComment(talkId: string, text: string): Promise<WriteResult<CommentReply>> {
  return sendWrite({
    kind: 'talk-comment',
    url: `/api/talks/${encodeURIComponent(talkId)}/comments`,
    body: { text },
    meta: { talkId, text },
    invalidate: [contentKeys.posts('talk')],
  });
}
