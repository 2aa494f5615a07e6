import { PeopleToMeetCard, YourNetworkCard } from '../features/network/components/network-rail';
import { ProfileCompletenessCard } from '../features/profile/components/profile-completeness-card';

/** The wide dashboard's rail of cards: how complete the profile is, People to meet, your network. */
export function DashboardRail() {
  return (
    <aside className="dashboard-rail" aria-label="For you">
      <ProfileCompletenessCard />
      <PeopleToMeetCard />
      <YourNetworkCard />
    </aside>
  );
}
