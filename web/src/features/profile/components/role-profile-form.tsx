import { useState, type FormEvent } from 'react';
import { ImagePicker } from '../../../components/image-picker';
import { NeedsNetwork } from '../../../components/needs-network';
import { useDraft } from '../../../lib/drafts';
import { ProfileField } from '../../../entities/profile-form/profile-field';
import type { FieldValue, InputField } from '../../../entities/profile-form/profile-field-spec';
import type { User } from '../../../types/api';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { buildRoleFormData, roleValuesFromProfile } from '../role-profile-values';
import { ProfileFormActions } from './profile-form-actions';

/**
 * /Update_profile for an Investor, a Co-founder or a Job Seeker (DESIGN §6.1): their own role's
 * fields, none required, prefilled; only what the user changes is sent.
 */
export function RoleProfileForm({ user, fields }: { user: User; fields: InputField[] }) {
  const [initial] = useState(() => roleValuesFromProfile(fields, user.profiledetails));
  const [values, setValues] = useState(initial);
  // What was typed survives a reload until it is saved; the chosen picture does not.
  const draft = useDraft('profile-update', values, initial, setValues);
  // The draft goes once the server has the values, before the page leaves for the profile.
  const mutation = useUpdateProfile({ onSaved: draft.clear });
  const [picture, setPicture] = useState<File | null>(null);
  const saving = mutation.isPending || mutation.isSuccess;

  const setValue = (name: string, value: FieldValue) => setValues((current) => ({ ...current, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || !navigator.onLine) return;
    mutation.mutate(buildRoleFormData(fields, initial, values, picture));
  }

  return (
    <form className="profile-card update-form" onSubmit={submit} noValidate aria-labelledby="update-title" aria-busy={saving}>
      <h1 id="update-title">Update Profile</h1>
      <ImagePicker file={picture} onChange={setPicture} currentUrl={user.profiledetails?.profilePic} />
      {fields.map((field) => (
        <ProfileField key={field.name} field={field} value={values[field.name]} onChange={setValue} />
      ))}
      <NeedsNetwork />
      <ProfileFormActions saving={saving} />
    </form>
  );
}
