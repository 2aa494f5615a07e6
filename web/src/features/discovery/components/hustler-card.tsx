import type { User } from '../../../types/api';
import { listOf, profileName, stageLabel } from '../../../entities/person/profile-text';
import { ProfileCard } from './profile-card';

/** /FindHustler: a startup and the person behind it. */
export function HustlerCard({ user }: { user: User }) {
  const details = user.profiledetails;
  return (
    <ProfileCard
      user={user}
      name={profileName(user)}
      lead={details.bio?.trim() || 'Passionate entrepreneur'}
      fields={[
        { label: 'Project', value: details.project },
        { label: 'Stage', value: stageLabel(details.currentStage) },
        { label: 'Skills', value: listOf(details.skills) },
        { label: 'Current work', value: details.currentWork },
        { label: 'Contribution', value: details.contribution },
      ]}
    />
  );
}
