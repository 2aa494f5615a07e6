import type { Application, ApplicationReply } from '@startupsetu/server-core/contract/job-schemas';
import { apiRequest } from '../../../lib/api-client';
import { jobPath } from './jobs-api';

// Applying for a job (DESIGN §7.3): loaded only by the apply form, once it opens.

/** Sends the application: `form` holds the note and the résumé (multipart); the server answers it as stored. */
export async function applyForJob(jobId: string, form: FormData): Promise<Application> {
  return (await apiRequest<ApplicationReply>(`${jobPath(jobId)}/applications`, { method: 'POST', form })).application;
}
