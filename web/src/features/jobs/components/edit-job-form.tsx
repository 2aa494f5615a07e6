import { useMemo, type FormEvent } from 'react';
import type { JobFields } from '@startupsetu/server-core/contract/job-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { NeedsNetwork } from '../../../components/needs-network';
import { errorText } from '../../../lib/api-client';
import { updateJob } from '../api/job-writes';
import type { Job } from '../api/jobs-api';
import { rememberJob } from '../hooks/use-job-change';
import { useJobForm } from '../hooks/use-job-form';
import { jobBodyOf, jobFormValuesOf } from '../job-form-values';
import { JobFormFields } from './job-form-fields';

const FAILED = 'Failed to save the job';

/**
 * An admin's edit of a job: the new job's fields, filled in; then its page opens. A job that is
 * published or closed must stay complete enough to publish (the server's rule too).
 */
export function EditJobForm({ job }: { job: Job }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const initial = useMemo(() => jobFormValuesOf(job), [job]);
  // What was typed survives a reload until it is saved (a draft per job).
  const { values, set, errors, checked, draft } = useJobForm(`job-edit-${job._id}`, initial);
  const mutation = useMutation({
    mutationFn: (body: JobFields) => updateJob(job._id, body),
    onSuccess: async (saved) => {
      draft.clear();
      rememberJob(queryClient, saved);
      await navigate({ to: '/jobs/$jobId', params: { jobId: saved._id } });
    },
  });
  const saving = mutation.isPending || mutation.isSuccess;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !navigator.onLine) return;
    if (checked(event.currentTarget, job.status !== 'draft')) mutation.mutate(jobBodyOf(values));
  }

  return (
    <form className="job-form" onSubmit={submit} noValidate aria-labelledby="edit-job-title" aria-busy={saving}>
      <h1 id="edit-job-title">Edit Job</h1>
      <p className="job-form-lead">At {job.startup.name}.</p>
      <JobFormFields values={values} errors={errors} set={set} />
      {mutation.isError && (
        <p className="form-error" role="alert">
          {errorText(mutation.error, { failed: FAILED, network: FAILED })}
        </p>
      )}
      <NeedsNetwork />
      <div className="job-form-actions">
        <button type="submit" className="button-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </button>
        <button type="button" onClick={() => void navigate({ to: '/jobs/$jobId', params: { jobId: job._id } })} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
