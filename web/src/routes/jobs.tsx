import { JobsBoard } from '../features/jobs/components/jobs-board';

export function JobsPage() {
  return <JobsBoard />;
}
