import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readJustNowHere } from '../../../lib/query-client';
import { contentKeys } from '../../../entities/content/content-keys';
import type { BlogReply, CommentsPage, FeedPage, PostKind, PostsPage, VideosPage } from './content-types';
import { requireToken, shouldRetry, UnsuccessfulReplyError } from './list-errors';

/** `path` with the parameters that have a value, encoded. */
export function contentUrl(path: string, params: Record<string, string | null | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Every item of the loaded pages once, in order (an item can shift onto the next page). */
export function uniqueById<T extends { _id: string }>(items: Iterable<T>): T[] {
  const seen = new Set<string>();
  const unique: T[] = [];
  for (const item of items) {
    if (seen.has(item._id)) continue;
    seen.add(item._id);
    unique.push(item);
  }
  return unique;
}

async function getPage<T extends { success: boolean; message?: string }>(
  url: string,
  signal: AbortSignal,
  isValid: (page: T) => boolean,
): Promise<T> {
  requireToken();
  const page = await apiRequest<T>(url, { signal });
  if (!page || page.success === false || !isValid(page)) throw new UnsuccessfulReplyError(page?.message ?? '');
  return page;
}

const paging = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
  retry: shouldRetry,
};

/** The dashboard feed (GET /api/userprofile/Dashcontent): videos newest first. */
export function feedOptions() {
  return infiniteQueryOptions({
    queryKey: contentKeys.feed(),
    queryFn: ({ pageParam, signal }) =>
      getPage<FeedPage>(contentUrl('/api/userprofile/Dashcontent', { cursor: pageParam }), signal, (page) =>
        Array.isArray(page.data?.videos),
      ),
    ...paging,
  });
}

/** /videos (GET /api/userprofile/getvideos). */
export function videosOptions() {
  return infiniteQueryOptions({
    queryKey: contentKeys.videos(),
    queryFn: ({ pageParam, signal }) =>
      getPage<VideosPage>(contentUrl('/api/userprofile/getvideos', { cursor: pageParam }), signal, (page) =>
        Array.isArray(page.data),
      ),
    ...paging,
  });
}

/** /blogs and /talks (GET /api/userprofile/getblogs?kind=…). */
export function postsOptions(kind: PostKind) {
  return infiniteQueryOptions({
    queryKey: contentKeys.posts(kind),
    queryFn: ({ pageParam, signal }) =>
      getPage<PostsPage>(contentUrl('/api/userprofile/getblogs', { kind, cursor: pageParam }), signal, (page) =>
        Array.isArray(page.data),
      ),
    ...paging,
  });
}

/** One blog, for its page /blogs/$blogId (GET /api/blogs/:id); a 404 is the page's not-found state. */
export function blogOptions(blogId: string) {
  return queryOptions({
    queryKey: contentKeys.blog(blogId),
    queryFn: async ({ signal }) => (await getPage<BlogReply>(`/api/blogs/${encodeURIComponent(blogId)}`, signal, (reply) => Boolean(reply.blog))).blog,
    retry: shouldRetry,
    // Each opening asks again, however fresh the device's copy: a blog removed since says so at once.
    // Only the read the route's loader made for this very opening is not made twice.
    refetchOnMount: (query) => (readJustNowHere(query.state.dataUpdatedAt) ? false : 'always'),
  });
}

/**
 * One video's comments, newest first. Loaded once when first shown (spec §4); a posted comment or a
 * realtime `newComment` loads it again (hooks/use-live-comments.ts), which is the only way it reloads.
 */
export function commentsOptions(videoId: string) {
  return queryOptions({
    queryKey: contentKeys.comments(videoId),
    queryFn: async ({ signal }) => {
      const reply = await apiRequest<CommentsPage>(`/api/commentget/${encodeURIComponent(videoId)}`, { signal });
      if (!reply || !Array.isArray(reply.comments)) throw new UnsuccessfulReplyError();
      return reply.comments;
    },
    staleTime: Infinity,
  });
}

/** All of one talk's comments, newest first, a page at a time (a listed talk embeds only its newest three). */
export function talkCommentsOptions(talkId: string) {
  return infiniteQueryOptions({
    queryKey: contentKeys.talkComments(talkId),
    queryFn: ({ pageParam, signal }) =>
      getPage<CommentsPage>(contentUrl(`/api/talks/${encodeURIComponent(talkId)}/comments`, { cursor: pageParam }), signal, (page) =>
        Array.isArray(page.comments),
      ),
    ...paging,
  });
}
