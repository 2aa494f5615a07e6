import type { PersonReply, Post, PostsPage, Video, VideosPage } from '@startupsetu/server-core/contract/reply-types';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { JUST_READ_MS } from '../../../lib/query-client';
import { peopleKeys, type AuthoredKind } from '../../../entities/person/person-keys';

// A person's profile and their content (DESIGN §6.1). Keys start with 'people': persisted, so a
// profile seen once reads offline, and refetched after any connection change (['people']).

/** What a person published, the few newest of each kind: a video, a blog or a talk. */
export type AuthoredItem = Video | Post;

export const AUTHORED_LIMIT = 6;

export function personOptions(userId: string) {
  return queryOptions({
    queryKey: peopleKeys.person(userId),
    queryFn: ({ signal }) => apiRequest<PersonReply>(`/api/users/${encodeURIComponent(userId)}`, { signal }).then((reply) => reply.user),
    staleTime: JUST_READ_MS,
  });
}

/** The content list filtered by `?author=`, from `cursor` on. */
export function authoredUrl(userId: string, kind: AuthoredKind, cursor?: string | null): string {
  const author = `author=${encodeURIComponent(userId)}&limit=${AUTHORED_LIMIT}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
  if (kind === 'videos') return `/api/userprofile/getvideos?${author}`;
  return `/api/userprofile/getblogs?kind=${kind === 'blogs' ? 'blog' : 'talk'}&${author}`;
}

interface AuthoredPage {
  items: AuthoredItem[];
  nextCursor: string | null;
}

/** What the person published, a few at a time ('Load more' reads on). */
export function authoredOptions(userId: string, kind: AuthoredKind) {
  return infiniteQueryOptions({
    queryKey: peopleKeys.authored(userId, kind),
    queryFn: async ({ pageParam, signal }): Promise<AuthoredPage> => {
      const reply = await apiRequest<VideosPage | PostsPage>(authoredUrl(userId, kind, pageParam), { signal });
      return { items: Array.isArray(reply.data) ? reply.data : [], nextCursor: reply.nextCursor ?? null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
