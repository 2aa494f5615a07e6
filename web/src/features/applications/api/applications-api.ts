import type { ApplicationStatus, PipelineStatus, RejectionReason } from '@startupsetu/server-core/contract/application-fields';
import type { Application, ApplicationReply, ApplicationsPage } from '@startupsetu/server-core/contract/job-schemas';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { firstPage, primeReads } from '../../../lib/route-loading';
import { APPLICATIONS_KEY } from './application-keys';

// Applications (DESIGN §7.3): the applicant's own, a job's pipeline for its startup's members, and
// their writes. The résumé's download is in resume-download.ts.

export type { Application, ApplicationsPage };

/** A pipeline's filter: one status, or every one. */
export type StatusFilter = ApplicationStatus | 'all';

export const applicationKeys = {
  all: APPLICATIONS_KEY,
  mine: [...APPLICATIONS_KEY, 'mine'] as const,
  jobAll: (jobId: string) => [...APPLICATIONS_KEY, 'job', jobId] as const,
  job: (jobId: string, status: StatusFilter) => [...APPLICATIONS_KEY, 'job', jobId, status] as const,
};

/** How many of a job's applications a page of its pipeline brings (the server's most). */
const PIPELINE_PAGE = 100;

const pageOptions = { initialPageParam: null as string | null, getNextPageParam: (last: ApplicationsPage) => last.nextCursor ?? undefined };

function withQuery(path: string, params: Record<string, string | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The caller's applications, newest first, each with its job and every status it has had. */
export function myApplicationsOptions() {
  return infiniteQueryOptions({
    queryKey: applicationKeys.mine,
    queryFn: ({ pageParam, signal }) => apiRequest<ApplicationsPage>(withQuery('/api/applications/mine', { cursor: pageParam }), { signal }),
    ...pageOptions,
  });
}

/** A job's applications, newest first, of one status or all (its startup's active members only; 404 to anyone else). */
export function jobApplicationsOptions(jobId: string, status: StatusFilter = 'all') {
  return infiniteQueryOptions({
    queryKey: applicationKeys.job(jobId, status),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ApplicationsPage>(
        withQuery(`/api/jobs/${encodeURIComponent(jobId)}/applications`, { status: status === 'all' ? null : status, limit: String(PIPELINE_PAGE), cursor: pageParam }),
        { signal },
      ),
    ...pageOptions,
  });
}

/** Every application of the loaded pages. */
export const applicationsOf = (pages: readonly ApplicationsPage[] | undefined): Application[] | undefined => pages?.flatMap((page) => page.data);

const applicationPath = (id: string) => `/api/applications/${encodeURIComponent(id)}`;
const answered = async (reply: Promise<ApplicationReply>): Promise<Application> => (await reply).application;

/** The applicant withdraws their application (kept, as withdrawn). */
export const withdrawApplication = (id: string) => answered(apiRequest<ApplicationReply>(applicationPath(id), { method: 'DELETE' }));

export interface Move {
  status: PipelineStatus;
  reason?: RejectionReason;
  note?: string;
}

/** A member moves an application along the pipeline; a rejection carries a reason and maybe a note. */
export const moveApplication = (id: string, move: Move) => answered(apiRequest<ApplicationReply>(applicationPath(id), { method: 'PUT', json: move }));

export const resumePath = (id: string) => `${applicationPath(id)}/resume`;

/** /applications' loader: the first page of the user's applications. */
export const loadMyApplications = (queryClient: QueryClient) => primeReads(queryClient, [firstPage(myApplicationsOptions())]);

/** /jobs/$jobId/applicants' loader: the pipeline's first page, all statuses (the route reads the job). */
export const loadJobApplicants = (queryClient: QueryClient, jobId: string) =>
  primeReads(queryClient, [firstPage(jobApplicationsOptions(jobId))]);
