import { DiscoveryPage } from '../features/discovery/components/discovery-page';
import { InvestorCard } from '../features/discovery/components/investor-card';

export function FindInvestorPage() {
  return (
    <DiscoveryPage
      kind="investor"
      title="Investors Hall of Fame"
      texts={{ empty: 'No investors found yet!', failure: { heading: 'Oops! Something went wrong.', text: 'Failed to fetch profiles' } }}
      renderCard={(user) => <InvestorCard user={user} />}
    />
  );
}
