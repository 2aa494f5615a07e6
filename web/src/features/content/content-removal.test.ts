import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { contentKeys } from '../../entities/content/content-keys';
import type { Comment, FeedPage, Post, PostsPage, Video, VideosPage } from './api/content-types';
import { cachedVideoUrl, dropFromCaches, parseContentTarget, withoutTalkComment, withoutVideo } from './content-removal';

const video = (id: string) => ({ _id: id, title: id }) as Video;
const post = (id: string, comments: string[] = []) => ({ _id: id, kind: 'talk', comments: comments.map((c) => ({ _id: c }) as Comment) }) as Post;
const pages = <T,>(...list: T[]): InfiniteData<T> => ({ pages: list, pageParams: list.map(() => null) });

describe('withoutVideo', () => {
  it('drops the video from the /videos pages and from the feed pages', () => {
    const videos = pages<VideosPage>({ success: true, message: '', nextCursor: 'b', data: [video('a'), video('b')] }, { success: true, message: '', nextCursor: null, data: [video('c')] });
    expect(withoutVideo(videos, 'b')!.pages.map((page) => page.data.map((v) => v._id))).toEqual([['a'], ['c']]);
    const feed = pages<FeedPage>({ success: true, message: '', nextCursor: null, data: { videos: [video('a'), video('b')], blogs: [] } });
    expect(withoutVideo(feed, 'a')!.pages[0]!.data.videos.map((v) => v._id)).toEqual(['b']);
  });

  it('leaves an absent cache absent', () => {
    expect(withoutVideo(undefined, 'a')).toBeUndefined();
  });
});

describe('withoutTalkComment', () => {
  it('drops the comment from its own talk only', () => {
    const talks = pages<PostsPage>({ success: true, nextCursor: null, data: [post('t1', ['c1', 'c2']), post('t2', ['c1'])] });
    const after = withoutTalkComment(talks, 't1', 'c1')!;
    expect(after.pages[0]!.data.map((t) => t.comments.map((c) => c._id))).toEqual([['c2'], ['c1']]);
  });
});

describe('dropFromCaches', () => {
  it('removes a deleted video from the feed and /videos, and a comment from its video’s comments', () => {
    const client = new QueryClient();
    client.setQueryData(contentKeys.videos(), pages<VideosPage>({ success: true, message: '', nextCursor: null, data: [video('v1'), video('v2')] }));
    client.setQueryData(contentKeys.feed(), pages<FeedPage>({ success: true, message: '', nextCursor: null, data: { videos: [video('v1')], blogs: [] } }));
    client.setQueryData(contentKeys.comments('v2'), [{ _id: 'c1' }, { _id: 'c2' }] as Comment[]);

    dropFromCaches(client, { type: 'video', id: 'v1' });
    dropFromCaches(client, { type: 'comment', id: 'c1', parentId: 'v2' });

    expect(client.getQueryData<InfiniteData<VideosPage>>(contentKeys.videos())!.pages[0]!.data.map((v) => v._id)).toEqual(['v2']);
    expect(client.getQueryData<InfiniteData<FeedPage>>(contentKeys.feed())!.pages[0]!.data.videos).toEqual([]);
    expect(client.getQueryData<Comment[]>(contentKeys.comments('v2'))!.map((c) => c._id)).toEqual(['c2']);
  });
});

describe('cachedVideoUrl', () => {
  it('finds a video’s file in the feed or /videos cache, and nothing for an unknown id', () => {
    const client = new QueryClient();
    client.setQueryData(contentKeys.videos(), pages<VideosPage>({ success: true, message: '', nextCursor: null, data: [{ ...video('v1'), videoUrl: '/media/v1.mp4' }] }));
    client.setQueryData(contentKeys.feed(), pages<FeedPage>({ success: true, message: '', nextCursor: null, data: { videos: [{ ...video('v2'), videoUrl: '/media/v2.mp4' }], blogs: [] } }));
    expect(cachedVideoUrl(client, 'v1')).toBe('/media/v1.mp4');
    expect(cachedVideoUrl(client, 'v2')).toBe('/media/v2.mp4');
    expect(cachedVideoUrl(client, 'v3')).toBeUndefined();
  });
});

describe('parseContentTarget', () => {
  it('accepts the server’s payloads and refuses anything else', () => {
    expect(parseContentTarget({ type: 'talkComment', id: 'c', parentId: 't' })).toEqual({ type: 'talkComment', id: 'c', parentId: 't' });
    expect(parseContentTarget({ type: 'video', id: 'v' })).toEqual({ type: 'video', id: 'v' });
    for (const bad of [null, 'video', { type: 'user', id: 'x' }, { type: 'video', id: 7 }]) expect(parseContentTarget(bad)).toBeUndefined();
  });
});
