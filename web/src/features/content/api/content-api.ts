import { apiRequest } from '../../../lib/api-client';
import type { Comment, Post } from './content-types';

export interface LikeReply {
  success: boolean;
  likes: number;
  userHasLiked: boolean;
}

/** Sets (not flips) the caller's like, so repeating a request changes nothing. */
export function setLike(videoId: string, liked: boolean): Promise<LikeReply> {
  return apiRequest<LikeReply>('/api/videos/like', { method: 'POST', json: { videoId, liked } });
}

/** The server announces it on the realtime channel itself (`newComment {videoId}`). */
export function addVideoComment(videoId: string, text: string): Promise<{ success: boolean; comment: Comment }> {
  return apiRequest('/api/videos/comments', { method: 'POST', json: { text, videoId } });
}

export function addTalk(text: string): Promise<{ success: boolean; message: string; blog: Post }> {
  return apiRequest('/api/userprofile/addTalks', { method: 'POST', json: { title: text } });
}

export function addTalkComment(talkId: string, text: string): Promise<{ success: boolean; comment: Comment }> {
  return apiRequest(`/api/talks/${encodeURIComponent(talkId)}/comments`, { method: 'POST', json: { text } });
}
