import type { JobFields, JobReply } from '@startupsetu/server-core/contract/job-schemas';
import { apiRequest } from '../../../lib/api-client';
import { jobPath, type Job } from './jobs-api';

// A job's writes (DESIGN §7.3): each answers the job as the caller now sees it.

const answered = async (reply: Promise<JobReply>): Promise<Job> => (await reply).job;

/** A new draft of the startup's (its active admins only). */
export const createJob = (slug: string, body: JobFields) =>
  answered(apiRequest<JobReply>(`/api/startups/${encodeURIComponent(slug)}/jobs`, { method: 'POST', json: body }));

/** Replaces the job's fields (null clears a number). */
export const updateJob = (jobId: string, body: JobFields) => answered(apiRequest<JobReply>(jobPath(jobId), { method: 'PUT', json: body }));

export type JobLifecycleAction = 'publish' | 'close' | 'renew';

/** Publishes a draft, closes a published job, or publishes a job again for another 30 days. */
export const changeJobStatus = (jobId: string, action: JobLifecycleAction) =>
  answered(apiRequest<JobReply>(`${jobPath(jobId)}/${action}`, { method: 'POST' }));

/** Saves the job for later, or takes it off the caller's saved jobs. */
export const setJobSaved = (jobId: string, saved: boolean) =>
  answered(apiRequest<JobReply>(`${jobPath(jobId)}/save`, { method: saved ? 'PUT' : 'DELETE' }));
