import { DiscoveryPage } from '../features/discovery/components/discovery-page';
import { JobseekerCard } from '../features/discovery/components/jobseeker-card';

export function FindJobseekerPage() {
  return (
    <DiscoveryPage
      kind="jobseeker"
      title="Meet Passionate Job Seekers"
      texts={{ empty: 'No job seekers found yet!', failure: { heading: 'Oops! Something went wrong.', text: 'Failed to fetch profiles' } }}
      renderCard={(user) => <JobseekerCard user={user} />}
    />
  );
}
