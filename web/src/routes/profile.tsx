import { CurrentUserState } from '../features/profile/components/current-user-state';
import { ProfileCard } from '../features/profile/components/profile-card';

export function ProfilePage() {
  return <CurrentUserState>{(user) => <ProfileCard user={user} />}</CurrentUserState>;
}
