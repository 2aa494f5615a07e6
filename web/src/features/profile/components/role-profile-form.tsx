import { useState, type FormEvent } from 'react';
import { ImagePicker } from '../../../components/image-picker';
import { NeedsNetwork } from '../../../components/needs-network';
import { useDraft } from '../../../lib/drafts';
import { ProfileField } from '../../../entities/profile-form/profile-field';
import type { FieldValue, InputField } from '../../../entities/profile-form/profile-field-spec';
import type { User } from '../../../types/api';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { buildRoleFormData, roleUpdateDetails, roleValuesFromProfile } from '../role-profile-values';
import { INVESTOR_DETAILS_LEGEND, validateInvestorValues } from '../../../entities/profile-form/investor-detail-fields';
import { serverFieldError, showErrorsAndFocus } from '../../../lib/form-errors';
import { ProfileFormActions } from './profile-form-actions';

/**
 * /Update_profile for an Investor, a Co-founder or a Job Seeker (DESIGN §6.1): their own role's
 * fields, none required, prefilled; only what the user changes is sent.
 */
export function RoleProfileForm({ user, fields }: { user: User; fields: InputField[] }) {
  // After the role's own fields, an investor's 'What founders look for' (DESIGN §7.4).
  const [details] = useState(() => roleUpdateDetails(user.role));
  const [every] = useState(() => [...fields, ...details]);
  const [initial] = useState(() => roleValuesFromProfile(every, user.profiledetails));
  const [values, setValues] = useState(initial);
  // What was typed survives a reload until it is saved; the chosen picture does not.
  const draft = useDraft('profile-update', values, initial, setValues);
  // The draft goes once the server has the values, before the page leaves for the profile.
  const mutation = useUpdateProfile({ onSaved: draft.clear });
  const [picture, setPicture] = useState<File | null>(null);
  const saving = mutation.isPending || mutation.isSuccess;

  const [errors, setErrors] = useState<Record<string, string>>({});
  const setValue = (name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  };
  const field = (spec: InputField) => (
    <ProfileField key={spec.name} field={spec} value={values[spec.name]} error={errors[spec.name]} onChange={setValue} />
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !navigator.onLine) return;
    const found = details.length > 0 ? validateInvestorValues(values) : {};
    if (showErrorsAndFocus(event.currentTarget, found, () => setErrors(found))) return;
    // A field the server refused (an investor's, say) is also said under that field.
    const onError = (error: unknown) => {
      const refused = serverFieldError(error);
      if (refused) setErrors({ [refused.field]: refused.message });
    };
    mutation.mutate(buildRoleFormData(every, initial, values, picture), { onError });
  }

  return (
    <form className="profile-card update-form" onSubmit={submit} noValidate aria-labelledby="update-title" aria-busy={saving}>
      <h1 id="update-title">Update Profile</h1>
      <ImagePicker file={picture} onChange={setPicture} currentUrl={user.profiledetails?.profilePic} />
      {fields.map(field)}
      {details.length > 0 && (
        <fieldset className="profile-form-section">
          <legend>{INVESTOR_DETAILS_LEGEND}</legend>
          {details.map(field)}
        </fieldset>
      )}
      <NeedsNetwork />
      <ProfileFormActions saving={saving} />
    </form>
  );
}
