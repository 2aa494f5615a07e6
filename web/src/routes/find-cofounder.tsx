import { CofounderCard } from '../features/discovery/components/cofounder-card';
import { DiscoveryPage } from '../features/discovery/components/discovery-page';

export function FindCofounderPage() {
  return (
    <DiscoveryPage
      kind="cofounder"
      title="Meet Co-founders"
      searchPlaceholder="Search by name, skills or bio"
      texts={{
        empty: 'No profiles found.',
        noMatch: 'No profiles match your search criteria.',
        failure: { text: 'An error occurred while fetching profiles.' },
      }}
      renderCard={(user) => <CofounderCard user={user} />}
    />
  );
}
