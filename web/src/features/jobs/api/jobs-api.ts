import type { Job, JobReply, JobsPage } from '@startupsetu/server-core/contract/job-schemas';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FilterValues } from '../../../lib/list-search';
import { nonEmptyPage } from '../../../lib/non-empty-page';
import { NOT_SAVED } from '../../../lib/saved-read-policy';
import { serverFiltersOf } from '../job-filters';

// The job board, a job, a startup's jobs and the caller's saved jobs (DESIGN §7.3): the reads and
// their keys. The writes are in job-writes.ts, which only the pages that write load.

export type { Job, JobsPage };

/** Every key starts with 'jobs', so ['jobs'] reaches them all (saved on the device: app/saved-read-keys.ts). */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: ['jobs', 'list'] as const,
  list: (query: string, filters: FilterValues) => ['jobs', 'list', query, filters] as const,
  job: (jobId: string) => ['jobs', 'job', jobId] as const,
  startup: (slug: string) => ['jobs', 'startup', slug] as const,
  saved: ['jobs', 'saved'] as const,
};

/** The board's URL: `q` only when there is something to search for, the filters as the server names them, `cursor` after the first page. */
export function jobsUrl(query: string, filters: FilterValues, cursor: string | null): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  for (const [name, value] of Object.entries(serverFiltersOf(filters))) params.set(name, value);
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return search ? `/api/jobs?${search}` : '/api/jobs';
}

const withCursor = (path: string, cursor: string | null) => (cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path);

/** A paged list of jobs: an empty page that still has a cursor is read past (a windowed search). */
function jobPages(url: (cursor: string | null) => string) {
  return ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
    nonEmptyPage(pageParam, (cursor) => apiRequest<JobsPage>(url(cursor), { signal }), (page) => page.data.length === 0);
}

const pageOptions = { initialPageParam: null as string | null, getNextPageParam: (last: JobsPage) => last.nextCursor ?? undefined };

/** The board: open jobs, newest first, searched and filtered on the server. The unsearched board is saved for offline. */
export function jobsListOptions(query: string, filters: FilterValues = {}) {
  const narrowed = query !== '' || Object.keys(filters).length > 0;
  return infiniteQueryOptions({
    queryKey: jobKeys.list(query, filters),
    meta: narrowed ? NOT_SAVED : undefined,
    queryFn: jobPages((cursor) => jobsUrl(query, filters, cursor)),
    ...pageOptions,
    // While a new search loads, the previous results stay instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

export const jobPath = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}`;

export function jobOptions(jobId: string) {
  return queryOptions({
    queryKey: jobKeys.job(jobId),
    queryFn: async ({ signal }) => (await apiRequest<JobReply>(jobPath(jobId), { signal })).job,
  });
}

/** A startup's jobs: its open ones, or every one (drafts and closed too) for its own people. */
export function startupJobsOptions(slug: string) {
  return infiniteQueryOptions({
    queryKey: jobKeys.startup(slug),
    queryFn: jobPages((cursor) => withCursor(`/api/startups/${encodeURIComponent(slug)}/jobs`, cursor)),
    ...pageOptions,
  });
}

/** The caller's saved jobs, newest saved first (closed ones too). */
export function savedJobsOptions() {
  return infiniteQueryOptions({
    queryKey: jobKeys.saved,
    queryFn: jobPages((cursor) => withCursor('/api/jobs/saved', cursor)),
    ...pageOptions,
  });
}

/** Every job of the loaded pages. */
export const jobsOf = (pages: readonly JobsPage[] | undefined): Job[] | undefined => pages?.flatMap((page) => page.data);
