import type { User } from '../../../types/api';
import { listOf, profileName } from '../../../entities/person/profile-text';
import { ProfileCard } from './profile-card';

/** /FindJobseeker: about me, experience, desired role, skills. */
export function JobseekerCard({ user }: { user: User }) {
  const details = user.profiledetails;
  return (
    <ProfileCard
      user={user}
      name={profileName(user)}
      lead={details.aboutMe?.trim()}
      fields={[
        { label: 'Experience', value: details.experience },
        { label: 'Desired role', value: details.desiredRole },
        { label: 'Skills', value: listOf(details.skills) },
      ]}
    />
  );
}
