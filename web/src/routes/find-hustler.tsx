import { DiscoveryPage } from '../features/discovery/components/discovery-page';
import { HustlerCard } from '../features/discovery/components/hustler-card';

export function FindHustlerPage() {
  return (
    <DiscoveryPage
      kind="hustler"
      title="Explore Startups"
      texts={{ empty: 'No startups found yet!', failure: { heading: 'Oops! Something went wrong.', text: 'Failed to fetch profiles' } }}
      renderCard={(user) => <HustlerCard user={user} />}
    />
  );
}
