import type { User } from '../../../types/api';
import { explorationLabel, listOf, profileName } from '../../../entities/person/profile-text';
import { ProfileCard } from './profile-card';

/** /FindInvestor: who the investor is and what excites them. */
export function InvestorCard({ user }: { user: User }) {
  const details = user.profiledetails;
  return (
    <ProfileCard
      user={user}
      name={profileName(user)}
      lead={details.bio?.trim()}
      fields={[
        { label: 'Interest areas', value: listOf(details.interestAreas) },
        { label: 'Exploration preference', value: explorationLabel(details.explorationPreference) },
        { label: 'Excitement', value: details.excitement },
      ]}
    />
  );
}
