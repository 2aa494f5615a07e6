import type { SearchReply } from '@startupsetu/server-core/contract/search-schemas';
import type { StartupReply, StartupsPage } from '@startupsetu/server-core/contract/startup-schemas';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NOT_SAVED } from '../../../lib/saved-read-policy';
import { startupKeys, startupPath, type Startup } from './startups-api';

// A startup's team (DESIGN §7.3): invitations, answers, removals, the people to invite, and a
// person's startups. Kept out of startups-api.ts, which the route loaders import and so every
// dashboard visit downloads: these are wanted on a startup's or a person's page only.

export type PersonFound = SearchReply['people'][number];

/** An admin invites a person by account, with their title; the answer is the startup with the invitation. */
export async function inviteMember(slug: string, invitation: { userId: string; title: string; role: 'admin' | 'member' }): Promise<Startup> {
  return (await apiRequest<StartupReply>(`${startupPath(slug)}/members`, { method: 'POST', json: invitation })).startup;
}

/** The invitee's answer to their own invitation. */
export async function answerInvitation(slug: string, action: 'accept' | 'decline'): Promise<Startup> {
  return (await apiRequest<StartupReply>(`${startupPath(slug)}/members/me`, { method: 'PUT', json: { action } })).startup;
}

/** Removes a member or an invitation (admins), or the caller themself (leaving). */
export async function removeMember(slug: string, userId: string): Promise<Startup> {
  return (await apiRequest<StartupReply>(`${startupPath(slug)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' })).startup;
}

/** How many of a person's startups their profile shows at first ('Load more' reads on). */
export const MEMBER_STARTUPS_PAGE = 10;

/** The startups a person is an active member of, newest first (their profile's 'Startups'). */
export function memberStartupsOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: startupKeys.member(userId),
    queryFn: ({ pageParam, signal }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : '';
      return apiRequest<StartupsPage>(`/api/startups?member=${encodeURIComponent(userId)}&limit=${MEMBER_STARTUPS_PAGE}${cursor}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** A few people whose name holds `q`, to invite (the app's people search). */
export function peopleToInviteOptions(q: string) {
  return queryOptions({
    queryKey: startupKeys.people(q),
    meta: NOT_SAVED,
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({ q, kind: 'people', limit: '6' });
      return (await apiRequest<SearchReply>(`/api/search?${search.toString()}`, { signal })).people;
    },
  });
}
