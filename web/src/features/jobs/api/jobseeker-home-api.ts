import type { JobAlert, JobAlertReply, JobAlertsReply } from '@startupsetu/server-core/contract/job-alert-schemas';
import type { ApplicationsPage, JobsForYouReply } from '@startupsetu/server-core/contract/job-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { firstPage, query, type PrimedRead } from '../../../lib/route-loading';
import type { FilterValues } from '../../../lib/list-search';
import { serverFiltersOf } from '../job-filters';
import { jobKeys, savedJobsOptions } from './jobs-api';

// The job seeker's home (DESIGN §7.3): jobs for them, a few of their applications and their job
// alerts. The applications are read here, a page of a few, rather than through the applications
// feature (features do not import each other); its own reads are under ['applications'] too.

export type { JobAlert };
export type JobForYou = JobsForYouReply['data'][number];

export const HOME_LIMIT = 5;

export const homeKeys = {
  forYou: [...jobKeys.all, 'for-you'] as const,
  applications: ['applications', 'home'] as const,
  alerts: [...jobKeys.all, 'alerts'] as const,
};

export const forYouOptions = () =>
  queryOptions({
    queryKey: homeKeys.forYou,
    queryFn: async ({ signal }) => (await apiRequest<JobsForYouReply>(`/api/jobs/for-you?limit=${HOME_LIMIT}`, { signal })).data,
  });

export const recentApplicationsOptions = () =>
  queryOptions({
    queryKey: homeKeys.applications,
    queryFn: async ({ signal }) => (await apiRequest<ApplicationsPage>(`/api/applications/mine?limit=${HOME_LIMIT}`, { signal })).data,
  });

export const jobAlertsOptions = () =>
  queryOptions({
    queryKey: homeKeys.alerts,
    queryFn: async ({ signal }) => (await apiRequest<JobAlertsReply>('/api/job-alerts', { signal })).data,
  });

/** The home's four reads, for the dashboard's loader: the home is drawn once, all of it, not a section at a time. */
export const homeReads = (): PrimedRead[] => [
  query(forYouOptions()),
  query(recentApplicationsOptions()),
  firstPage(savedJobsOptions()),
  query(jobAlertsOptions()),
];

/** The board's search (its URL's text and filters) as an alert's body. */
export function alertBodyOf(query: string, filters: FilterValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (query.trim()) body.q = query.trim();
  for (const [name, value] of Object.entries(serverFiltersOf(filters))) {
    if (name === 'skills') body.skills = value.split(',').map((skill) => skill.trim()).filter(Boolean);
    else if (name === 'minCtc') body.minCtc = Number(value);
    else body[name] = value;
  }
  return body;
}

export const saveJobAlert = async (body: Record<string, unknown>) => (await apiRequest<JobAlertReply>('/api/job-alerts', { method: 'POST', json: body })).alert;

export const deleteJobAlert = (id: string) => apiRequest(`/api/job-alerts/${encodeURIComponent(id)}`, { method: 'DELETE' });
