import type { QueryClient } from '@tanstack/react-query';
import { historyOptions, chatListOptions, usersOptions } from '../features/chat/api/chat-queries';
import { messageRequestsOptions } from '../features/chat/api/request-api';
import { myConnectionsOptions, peopleToMeetOptions } from '../entities/connection/people-to-meet-queries';
import { blogOptions, feedOptions, postsOptions, videosOptions } from '../features/content/api/content-queries';
import { savedVideosOptions, storageEstimateOptions } from '../features/content/hooks/use-saved-videos';
import { savedVideosSupported } from '../features/content/saved-videos';
import { dashboardRoleOf, showsFeed } from '../features/dashboard/dashboard-pages';
import { discoveryListOptions, type DiscoveryKind } from '../features/discovery/api/discovery-queries';
import { filtersFrom, type DiscoverySearch } from '../features/discovery/discovery-filters';
import { notificationsOptions } from '../features/notifications/api/notifications-queries';
import { searchKindOptions, searchOptions } from '../features/search/api/search-queries';
import type { SearchParams } from '../features/search/search-params';
import { currentUserQueryOptions } from '../entities/session/current-user';
import { authoredOptions, personOptions } from '../features/people/api/people-queries';
import { AUTHORED_KINDS } from '../entities/person/person-keys';
import { firstPage, primeOnEntry, primeReads, query, type LoadCause, type PrimedRead } from '../lib/route-loading';
import { getSession } from '../lib/session';
import { unreadCountOptions } from '../entities/notification/unread-counts';
import { startupOptions, startupsListOptions } from '../features/startups/api/startups-api';
import { STARTUP_FILTERS } from '../features/startups/startup-filters';
import { filtersIn, type ListSearch } from '../lib/list-search';
import { jobOptions, jobsListOptions, savedJobsOptions, startupJobsOptions } from '../features/jobs/api/jobs-api';
import { JOB_FILTERS } from '../features/jobs/job-filters';

// Each route's loader (DESIGN §6.5): the reads its first screen shows, through the feature's query
// options, which the page's components then read from the cache.

interface LoaderArgs {
  context: { queryClient: QueryClient };
  cause: LoadCause;
}

/** Every signed-in page: the sidebar's name and unread badges (and the user /Profile shows). */
export const loadSignedInShell = ({ context }: LoaderArgs) =>
  primeReads(context.queryClient, [
    query(currentUserQueryOptions()),
    query(unreadCountOptions('messages')),
    query(unreadCountOptions('notifications')),
  ]);

/**
 * For a page that shows players, the videos the device keeps for offline (Cache Storage, not the
 * network) and, with `withRoomLeft`, the room the device has left: read with the page's reads, each
 * player's 'Save for offline' is drawn once, not again a moment after the page.
 */
const savedVideos = (withRoomLeft = false): PrimedRead[] =>
  savedVideosSupported() ? [query(savedVideosOptions()), ...(withRoomLeft ? [query(storageEstimateOptions())] : [])] : [];

/**
 * A role dashboard: its feed's first page, for the roles that have one; the Job Seeker's home, whose
 * reads come with the jobs feature's code (which the other roles' visits do not download).
 */
export async function loadDashboard({ context, location }: LoaderArgs & { location: { pathname: string } }) {
  const role = dashboardRoleOf(location.pathname);
  if (role === 'jobseeker') {
    const home = await import('../features/jobs/api/jobseeker-home-api').catch(() => undefined);
    return primeReads(context.queryClient, home?.homeReads() ?? []);
  }
  return primeReads(context.queryClient, showsFeed(role) ? [firstPage(feedOptions()), ...savedVideos()] : []);
}

/** A discovery list's first page, searched and filtered as the URL says. */
export const discoveryLoader =
  (kind: DiscoveryKind) =>
  ({ context, cause, deps }: LoaderArgs & { deps: DiscoverySearch }) =>
    primeOnEntry(context.queryClient, cause, () => [
      firstPage(discoveryListOptions(kind, deps.q?.trim() ?? '', filtersFrom(kind, deps))),
    ]);

/** /search: a few of each kind, or the first page of the kind asked for. */
export const loadSearch = ({ context, cause, deps }: LoaderArgs & { deps: SearchParams }) =>
  primeOnEntry(context.queryClient, cause, () => {
    const { q, kind } = deps;
    if (!q) return [];
    return [kind ? firstPage(searchKindOptions(q, kind)) : query(searchOptions(q))];
  });

/** A list page's first page. */
const listLoader =
  (read: () => PrimedRead) =>
  ({ context }: LoaderArgs) =>
    primeReads(context.queryClient, [read()]);

/** /videos: its first page, and its 'Saved videos' section. */
export const loadVideos = ({ context }: LoaderArgs) => primeReads(context.queryClient, [firstPage(videosOptions()), ...savedVideos(true)]);
export const loadBlogs = listLoader(() => firstPage(postsOptions('blog')));
export const loadTalks = listLoader(() => firstPage(postsOptions('talk')));
/** A blog's own page: the blog. */
export const loadBlog = ({ context, params }: LoaderArgs & { params: { blogId: string } }) =>
  primeReads(context.queryClient, [query(blogOptions(params.blogId))]);
export const loadNotifications = listLoader(() => firstPage(notificationsOptions()));

/**
 * /messages: the people to talk to (your connections and people to meet), your chats, the requests
 * from people you are not connected with and, with `?with=`, that chat's newest messages.
 * Opening a chat on the page does not wait (nor reread the chat list, which could undo its mark-read).
 */
export const loadMessages = ({ context, cause, deps }: LoaderArgs & { deps: { with?: string } }) =>
  primeOnEntry(context.queryClient, cause, () => {
    const partnerId = deps.with && deps.with !== getSession()?.userId ? deps.with : undefined;
    return [
      firstPage(usersOptions()),
      firstPage(myConnectionsOptions()),
      query(peopleToMeetOptions()),
      query(chatListOptions()),
      firstPage(messageRequestsOptions()),
      ...(partnerId ? [firstPage(historyOptions(partnerId))] : []),
    ];
  });

/** /startups: the directory's first page, searched and filtered as the URL says. */
export const loadStartups = ({ context, cause, deps }: LoaderArgs & { deps: ListSearch }) =>
  primeOnEntry(context.queryClient, cause, () => [firstPage(startupsListOptions(deps.q?.trim() ?? '', filtersIn(STARTUP_FILTERS, deps)))]);

/** A startup's page: the startup. */
export const loadStartup = ({ context, params }: LoaderArgs & { params: { slug: string } }) =>
  primeReads(context.queryClient, [query(startupOptions(params.slug))]);

/** A startup's own page: the startup and its jobs (composed under it by routes/startup.tsx). */
export const loadStartupPage = ({ context, params }: LoaderArgs & { params: { slug: string } }) =>
  primeReads(context.queryClient, [query(startupOptions(params.slug)), firstPage(startupJobsOptions(params.slug))]);

/** /jobs: the board's first page, searched and filtered as the URL says. */
export const loadJobs = ({ context, cause, deps }: LoaderArgs & { deps: ListSearch }) =>
  primeOnEntry(context.queryClient, cause, () => [firstPage(jobsListOptions(deps.q?.trim() ?? '', filtersIn(JOB_FILTERS, deps)))]);

/** A job's page (and its edit form): the job. */
export const loadJob = ({ context, params }: LoaderArgs & { params: { jobId: string } }) =>
  primeReads(context.queryClient, [query(jobOptions(params.jobId))]);

/**
 * A loader in a feature's own file, fetched with the page's code (the same file) rather than with
 * every visit's; if it cannot come (offline, not cached), the page's queries read on their own.
 */
const fromFeature =
  <TArgs>(load: (args: TArgs) => Promise<((queryClient: QueryClient) => Promise<void>) | undefined>) =>
  async (args: TArgs & LoaderArgs) => {
    const prime = await load(args).catch(() => undefined);
    await prime?.(args.context.queryClient);
  };

/** /applications: the user's applications. */
export const loadMyApplications = fromFeature(async () => (await import('../features/applications/api/applications-api')).loadMyApplications);

/** A job's pipeline: the job, and its applications. */
const loadPipeline = fromFeature(async ({ params }: { params: { jobId: string } }) => {
  const applications = await import('../features/applications/api/applications-api');
  return (queryClient) => applications.loadJobApplicants(queryClient, params.jobId);
});
export const loadJobApplicants = (args: LoaderArgs & { params: { jobId: string } }) => Promise.all([loadJob(args), loadPipeline(args)]);

/** The startups `userId` is a member of (a person's page, your profile). */
const loadMemberStartups = (userId: string | undefined) =>
  fromFeature(async () => {
    const { memberStartupsOptions } = await import('../features/startups/api/startup-team-api');
    return (queryClient) => primeReads(queryClient, userId ? [firstPage(memberStartupsOptions(userId))] : []);
  });

/** A person's page: the person, what they have shared, and their startups. */
export const loadPerson = (args: LoaderArgs & { params: { userId: string } }) => {
  const { userId } = args.params;
  return Promise.all([
    primeReads(args.context.queryClient, [
      query(personOptions(userId)),
      ...AUTHORED_KINDS.map((kind) => firstPage(authoredOptions(userId, kind))),
    ]),
    loadMemberStartups(userId)(args),
  ]);
};

/** /Profile: the user (the layout's read) and their startups. */
export const loadProfile = (args: LoaderArgs) => loadMemberStartups(getSession()?.userId)(args);

/** /settings: its devices, privacy, badge requests and blocked people. */
export const loadSettings = fromFeature(async () => (await import('../features/settings/api/settings-queries')).loadSettings);

/** /networking: requests both ways, connections and people to meet. */
export const loadNetwork = fromFeature(async () => (await import('../features/network/api/network-queries')).loadNetwork);

/** /jobs/saved: the first page of the user's saved jobs. */
export const loadSavedJobs = listLoader(() => firstPage(savedJobsOptions()));
