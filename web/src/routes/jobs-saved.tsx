import { SavedJobs } from '../features/jobs/components/saved-jobs';

export function SavedJobsPage() {
  return <SavedJobs />;
}
