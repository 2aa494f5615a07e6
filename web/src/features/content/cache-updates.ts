import type { InfiniteData } from '@tanstack/react-query';
import type { Comment, FeedPage, Post, PostsPage, Video, VideosPage } from './api/content-types';

type VideoPage = FeedPage | VideosPage;

function patchList(videos: Video[], videoId: string, patch: Partial<Video>): Video[] {
  return videos.some((video) => video._id === videoId)
    ? videos.map((video) => (video._id === videoId ? { ...video, ...patch } : video))
    : videos;
}

/** A video's new like state written into a feed or /videos cache, wherever the video shows. */
export function patchVideo<T extends VideoPage>(
  data: InfiniteData<T> | undefined,
  videoId: string,
  patch: Partial<Video>,
): InfiniteData<T> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      if (Array.isArray(page.data)) return { ...page, data: patchList(page.data, videoId, patch) };
      const feed = page as FeedPage;
      return { ...feed, data: { ...feed.data, videos: patchList(feed.data.videos, videoId, patch) } } as T;
    }),
  };
}

/** A talk comment the server stored, appended to its talk (talk comments are oldest first). */
export function appendTalkComment(
  data: InfiniteData<PostsPage> | undefined,
  talkId: string,
  comment: Comment,
): InfiniteData<PostsPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: page.data.map((talk) =>
        talk._id === talkId && !talk.comments.some((c) => c._id === comment._id)
          ? { ...talk, comments: [...talk.comments, comment], commentCount: (talk.commentCount ?? talk.comments.length) + 1 }
          : talk,
      ),
    })),
  };
}

/** A blog's or talk's edited fields written into a /blogs or /talks cache. */
export function patchPost(data: InfiniteData<PostsPage> | undefined, postId: string, patch: Partial<Post>): InfiniteData<PostsPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, data: page.data.map((post) => (post._id === postId ? { ...post, ...patch } : post)) })),
  };
}
