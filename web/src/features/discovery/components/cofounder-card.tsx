import type { User } from '../../../types/api';
import { listOf, profileName } from '../../../entities/person/profile-text';
import { ProfileCard } from './profile-card';

/** /Findcofounder: name, email, skills, superpower, bio. */
export function CofounderCard({ user }: { user: User }) {
  const details = user.profiledetails;
  return (
    <ProfileCard
      user={user}
      name={profileName(user)}
      lead={user.email ? <a href={`mailto:${user.email}`} title={user.email}>{user.email}</a> : undefined}
      fields={[
        { label: 'Skills', value: listOf(details.skills) },
        { label: 'Superpower', value: details.superpower },
        { label: 'Bio', value: details.bio },
      ]}
    />
  );
}
