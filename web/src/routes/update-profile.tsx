import { CurrentUserState } from '../features/profile/components/current-user-state';
import { UpdateProfileForm } from '../features/profile/components/update-profile-form';

export function UpdateProfilePage() {
  return <CurrentUserState>{(user) => <UpdateProfileForm user={user} />}</CurrentUserState>;
}
