import type { User } from '../../../types/api';
import { explorationLabel, listOf, profileName } from '../../../entities/person/profile-text';
import { investorFacts } from '../../../entities/person/investor-facts';
import { ProfileCard } from './profile-card';

/** /FindInvestor: who the investor is, what excites them, and what they invest in. */
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
        // What founders look for (DESIGN §7.4), after the spec's fields; the thesis is the bio above.
        ...investorFacts(details, { short: true }),
      ]}
    />
  );
}
