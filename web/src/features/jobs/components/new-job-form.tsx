import { useRef, useState, type FormEvent } from 'react';
import type { JobFields } from '@startupsetu/server-core/contract/job-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { NeedsNetwork } from '../../../components/needs-network';
import { errorText } from '../../../lib/api-client';
import { JOB_OPEN_DAYS } from '@startupsetu/server-core/contract/job-fields';
import { changeJobStatus, createJob, updateJob } from '../api/job-writes';
import { rememberJob } from '../hooks/use-job-change';
import { useJobForm } from '../hooks/use-job-form';
import { EMPTY_JOB, jobBodyOf } from '../job-form-values';
import { JobFormFields } from './job-form-fields';

const FAILED = 'Failed to save the job';

/**
 * /startups/$slug/jobs/new: an admin's new job, saved as a draft or published at once; then its
 * page opens. What was typed survives a reload until the job is saved (a draft per startup).
 */
export function NewJobForm({ slug, startupName }: { slug: string; startupName: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { values, set, errors, checked, draft } = useJobForm(`job-new-${slug}`, EMPTY_JOB);
  const [publishing, setPublishing] = useState(false);
  // The draft made by a Publish whose publish step failed: trying again changes it rather than making another.
  const made = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ body, publish }: { body: JobFields; publish: boolean }) => {
      const job = made.current ? await updateJob(made.current, body) : await createJob(slug, body);
      made.current = job._id;
      return publish ? changeJobStatus(job._id, 'publish') : job;
    },
    onSuccess: async (job) => {
      draft.clear();
      rememberJob(queryClient, job);
      await navigate({ to: '/jobs/$jobId', params: { jobId: job._id } });
    },
  });
  const saving = mutation.isPending || mutation.isSuccess;

  function send(form: HTMLFormElement | null, publish: boolean) {
    if (saving || !navigator.onLine) return;
    setPublishing(publish);
    if (checked(form, publish)) mutation.mutate({ body: jobBodyOf(values), publish });
  }

  return (
    <form
      className="job-form"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        send(event.currentTarget, true);
      }}
      noValidate
      aria-labelledby="new-job-title"
      aria-busy={saving}
    >
      <h1 id="new-job-title">Post a Job</h1>
      <p className="job-form-lead">At {startupName}. Save it as a draft to publish later, or publish it now for {JOB_OPEN_DAYS} days.</p>
      <JobFormFields values={values} errors={errors} set={set} />
      {mutation.isError && (
        <p className="form-error" role="alert">
          {errorText(mutation.error, { failed: FAILED, network: FAILED })}
        </p>
      )}
      <NeedsNetwork />
      <div className="job-form-actions">
        <button type="submit" className="button-primary" disabled={saving}>
          {saving && publishing ? 'Publishing...' : 'Publish'}
        </button>
        <button type="button" disabled={saving} onClick={(event) => send(event.currentTarget.form, false)}>
          {saving && !publishing ? 'Saving...' : 'Save draft'}
        </button>
      </div>
    </form>
  );
}
