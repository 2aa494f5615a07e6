import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { contentKeys } from '../../entities/content/content-keys';
import type { Comment, FeedPage, Post, PostsPage, Video, VideosPage } from './api/content-types';
import type { ContentTarget } from './api/own-content-api';

// Removed content (the caller's own delete, or `contentRemoved` from the server) leaves every list
// that holds it at once, without a reload; the next refresh agrees.

type Pages<T> = InfiniteData<T> | undefined;

const without = <T extends { _id: string }>(items: T[], id: string) => (items.some((item) => item._id === id) ? items.filter((item) => item._id !== id) : items);

function mapPages<T>(data: Pages<T>, map: (page: T) => T): Pages<T> {
  return data && { ...data, pages: data.pages.map(map) };
}

export function withoutVideo<T extends FeedPage | VideosPage>(data: Pages<T>, id: string): Pages<T> {
  return mapPages(data, (page) => {
    if (Array.isArray(page.data)) return { ...page, data: without(page.data as Video[], id) };
    const feed = page as FeedPage;
    return { ...feed, data: { ...feed.data, videos: without(feed.data.videos, id) } } as T;
  });
}

export function withoutFeedBlog(data: Pages<FeedPage>, id: string): Pages<FeedPage> {
  return mapPages(data, (page) => ({ ...page, data: { ...page.data, blogs: without(page.data.blogs, id) } }));
}

export function withoutPost(data: Pages<PostsPage>, id: string): Pages<PostsPage> {
  return mapPages(data, (page) => ({ ...page, data: without(page.data, id) }));
}

export function withoutTalkComment(data: Pages<PostsPage>, talkId: string, id: string): Pages<PostsPage> {
  return mapPages(data, (page) => ({
    ...page,
    data: page.data.map((talk: Post) => (talk._id === talkId ? { ...talk, comments: without(talk.comments, id) } : talk)),
  }));
}

export function withoutComment(comments: Comment[] | undefined, id: string): Comment[] | undefined {
  return comments && without(comments, id);
}

/** Drops the item from every cached list on this page. */
export function dropFromCaches(queryClient: QueryClient, { type, id, parentId }: ContentTarget): void {
  switch (type) {
    case 'video':
      queryClient.setQueryData<InfiniteData<FeedPage>>(contentKeys.feed(), (data) => withoutVideo(data, id));
      queryClient.setQueryData<InfiniteData<VideosPage>>(contentKeys.videos(), (data) => withoutVideo(data, id));
      queryClient.removeQueries({ queryKey: contentKeys.comments(id) });
      return;
    case 'blog':
      queryClient.setQueryData<InfiniteData<FeedPage>>(contentKeys.feed(), (data) => withoutFeedBlog(data, id));
      queryClient.setQueryData<InfiniteData<PostsPage>>(contentKeys.posts('blog'), (data) => withoutPost(data, id));
      // Its own page asks again, and says it is gone.
      void queryClient.invalidateQueries({ queryKey: contentKeys.blog(id) });
      return;
    case 'talk':
      queryClient.setQueryData<InfiniteData<PostsPage>>(contentKeys.posts('talk'), (data) => withoutPost(data, id));
      return;
    case 'talkComment':
      if (parentId) queryClient.setQueryData<InfiniteData<PostsPage>>(contentKeys.posts('talk'), (data) => withoutTalkComment(data, parentId, id));
      return;
    case 'comment':
      if (parentId) queryClient.setQueryData<Comment[]>(contentKeys.comments(parentId), (data) => withoutComment(data, id));
      return;
  }
}

/** Where a video plays from, as the cached lists know it (to forget a saved copy of it too). */
export function cachedVideoUrl(queryClient: QueryClient, id: string): string | undefined {
  const feed = queryClient.getQueryData<InfiniteData<FeedPage>>(contentKeys.feed());
  const videos = queryClient.getQueryData<InfiniteData<VideosPage>>(contentKeys.videos());
  const all = [...(feed?.pages.flatMap((page) => page.data.videos) ?? []), ...(videos?.pages.flatMap((page) => page.data) ?? [])];
  return all.find((video) => video._id === id)?.videoUrl;
}

const TYPES = new Set(['video', 'blog', 'talk', 'comment', 'talkComment']);

/** A `contentRemoved`/`contentChanged` payload as the server sends it, or undefined. */
export function parseContentTarget(payload: unknown): ContentTarget | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const { type, id, parentId } = payload as Record<string, unknown>;
  if (typeof type !== 'string' || !TYPES.has(type) || typeof id !== 'string') return undefined;
  return { type: type as ContentTarget['type'], id, ...(typeof parentId === 'string' ? { parentId } : {}) };
}
