import { setJobSaved } from '../api/job-writes';
import type { Job } from '../api/jobs-api';
import { useJobChange } from '../hooks/use-job-change';

const FALLBACKS = { failed: 'Failed to save the job', network: 'You are offline. Connect to save the job.' };

/** 'Save job', or 'Saved' (pressed) to take it off the signed-in user's saved jobs. */
export function SaveJobButton({ job }: { job: Job }) {
  const change = useJobChange((saved: boolean) => setJobSaved(job._id, saved), FALLBACKS);
  // Shows what was asked for while the server answers.
  const saved = change.isPending ? change.variables : job.viewer.saved;
  return (
    <>
      <button type="button" className="job-save" aria-pressed={saved} disabled={change.isPending} onClick={() => change.mutate(!saved)}>
        {saved ? 'Saved' : 'Save job'}
      </button>
      {change.error && (
        <p className="form-error" role="alert">
          {change.error}
        </p>
      )}
    </>
  );
}
