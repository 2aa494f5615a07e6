import { CurrentUserState } from '../features/profile/components/current-user-state';
import { ProfileCard } from '../features/profile/components/profile-card';
import { MemberStartups } from '../features/startups/components/member-startups';

export function ProfilePage() {
  return (
    <CurrentUserState>
      {(user) => (
        <>
          <ProfileCard user={user} />
          <MemberStartups userId={user._id} />
        </>
      )}
    </CurrentUserState>
  );
}
