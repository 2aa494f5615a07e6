import { describe, expect, it } from 'vitest';
import type { Comment, FeedPage, Post, PostsPage, Video, VideosPage } from './api/content-types';
import { appendTalkComment, patchVideo } from './cache-updates';

const video = (id: string, likes = 0): Video => ({
  _id: id,
  title: id,
  description: '',
  videoUrl: `/media/${id}.mp4`,
  posterUrl: null,
  likes,
  userHasLiked: false,
  commentCount: 0,
  createdAt: '',
  uploadedBy: { _id: 'u', verified: false, profiledetails: { profilePic: null } },
});
const talk = (id: string, comments: Comment[] = []): Post => ({
  _id: id,
  kind: 'talk',
  title: id,
  summary: '',
  content: '',
  coverImageUrl: null,
  createdAt: '',
  uploadedBy: { _id: 'u', verified: false, profiledetails: { profilePic: null } },
  comments,
  commentCount: comments.length,
});
const comment = (id: string): Comment => ({ _id: id, text: id, createdAt: '', commentedBy: { _id: 'u', profiledetails: {} } });
const infinite = <T>(pages: T[]) => ({ pages, pageParams: pages.map(() => null) });

describe('patchVideo', () => {
  it('updates the video in a /videos cache', () => {
    const data = infinite<VideosPage>([{ success: true, message: '', data: [video('a'), video('b')], nextCursor: null }]);
    const patched = patchVideo(data, 'b', { likes: 3, userHasLiked: true });
    expect(patched?.pages[0]?.data[1]).toMatchObject({ _id: 'b', likes: 3, userHasLiked: true });
    expect(patched?.pages[0]?.data[0]).toBe(data.pages[0]?.data[0]);
  });

  it('updates the video in a dashboard feed cache', () => {
    const data = infinite<FeedPage>([{ success: true, message: '', data: { videos: [video('a')], blogs: [] }, nextCursor: null }]);
    expect(patchVideo(data, 'a', { likes: 1 })?.pages[0]?.data.videos[0]?.likes).toBe(1);
  });

  it('leaves an empty cache alone', () => {
    expect(patchVideo(undefined, 'a', { likes: 1 })).toBeUndefined();
  });
});

describe('appendTalkComment', () => {
  it('appends to the right talk once', () => {
    const data = infinite<PostsPage>([{ success: true, data: [talk('t1', [comment('c1')]), talk('t2')], nextCursor: null }]);
    const once = appendTalkComment(data, 't1', comment('c2'));
    expect(once?.pages[0]?.data[0]?.comments.map((c) => c._id)).toEqual(['c1', 'c2']);
    expect(once?.pages[0]?.data[1]?.comments).toEqual([]);
    const twice = appendTalkComment(once, 't1', comment('c2'));
    expect(twice?.pages[0]?.data[0]?.comments).toHaveLength(2);
  });

  it("counts the new comment in the talk's commentCount (which also counts comments not embedded)", () => {
    const data = infinite<PostsPage>([{ success: true, data: [{ ...talk('t1', [comment('c5')]), commentCount: 5 }], nextCursor: null }]);
    expect(appendTalkComment(data, 't1', comment('c6'))?.pages[0]?.data[0]?.commentCount).toBe(6);
  });
});
