import { CurrentUserState } from '../features/profile/components/current-user-state';
import { RoleProfileForm } from '../features/profile/components/role-profile-form';
import { UpdateProfileForm } from '../features/profile/components/update-profile-form';
import { roleUpdateFields } from '../features/profile/role-profile-values';

/** The spec's form for a Hustler; every other role edits its own role's fields (DESIGN §6.1). */
export function UpdateProfilePage() {
  return (
    <CurrentUserState>
      {(user) => {
        const fields = roleUpdateFields(user.role);
        return fields ? <RoleProfileForm user={user} fields={fields} /> : <UpdateProfileForm user={user} />;
      }}
    </CurrentUserState>
  );
}
