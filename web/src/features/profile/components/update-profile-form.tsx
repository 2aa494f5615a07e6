import { useState, type FormEvent } from 'react';
import { ImagePicker } from '../../../components/image-picker';
import { NeedsNetwork } from '../../../components/needs-network';
import { useDraft } from '../../../lib/drafts';
import { showErrorsAndFocus } from '../../../lib/form-errors';
import type { User } from '../../../types/api';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { stageLabel } from '../../../entities/person/profile-text';
import {
  UPDATE_STAGES,
  buildUpdateFormData,
  skillsText,
  unlistedStage,
  validateUpdate,
  valuesFromProfile,
  type UpdateValues,
} from '../update-profile-values';
import { TextField } from './text-field';
import { ProfileFormActions } from './profile-form-actions';

/** Spec §2's /Update_profile form, prefilled from the signed-in user. */
export function UpdateProfileForm({ user }: { user: User }) {
  // Prefilled once: a background refetch of the user must not overwrite what is being typed.
  const [initial] = useState(() => valuesFromProfile(user.profiledetails));
  const [values, setValues] = useState(initial);
  // What was typed survives a reload until it is saved; the chosen picture does not.
  const draft = useDraft('profile-update', values, initial, setValues);
  // The draft goes once the server has the values, before the page leaves for the profile.
  const mutation = useUpdateProfile({ onSaved: draft.clear });
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof UpdateValues, string>>>({});
  const saving = mutation.isPending || mutation.isSuccess;
  // Onboarding's stages (preSeed, seriesA, …) are not choices here: the saved one is offered as its
  // own option and kept unless another is picked (only changed fields are sent).
  const [savedStage] = useState(() => unlistedStage(user.profiledetails?.currentStage));

  const set = (name: keyof UpdateValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !navigator.onLine) return;
    const found = validateUpdate(values);
    if (showErrorsAndFocus(event.currentTarget, found, () => setErrors(found))) return;
    mutation.mutate(buildUpdateFormData(initial, values, picture));
  }

  return (
    <form className="profile-card update-form" onSubmit={submit} noValidate aria-labelledby="update-title" aria-busy={saving}>
      <h1 id="update-title">Update Profile</h1>
      <ImagePicker file={picture} onChange={setPicture} currentUrl={user.profiledetails?.profilePic} />
      <TextField name="Username" label="Username" autoComplete="username" value={values.Username} onChange={set('Username')} />
      <TextField name="phoneno" label="Phone Number" type="tel" autoComplete="tel" value={values.phoneno} onChange={set('phoneno')} />
      <TextField name="bio" label="Bio" multiline value={values.bio} onChange={set('bio')} />
      <TextField
        name="project"
        label="Project"
        hint="Required"
        required
        value={values.project}
        error={errors.project}
        onChange={set('project')}
      />
      <div className="field">
        <label htmlFor="update-currentStage">Current Stage</label>
        {savedStage && (
          <p id="update-currentStage-hint" className="profile-hint">
            Your saved stage, {stageLabel(savedStage)}, stays unless you pick another.
          </p>
        )}
        <select
          id="update-currentStage"
          name="currentStage"
          value={values.currentStage}
          aria-describedby={savedStage ? 'update-currentStage-hint' : undefined}
          onChange={(event) => set('currentStage')(event.target.value)}
        >
          {savedStage && <option value={savedStage}>{`${stageLabel(savedStage)} (current)`}</option>}
          {UPDATE_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {stage}
            </option>
          ))}
        </select>
      </div>
      <TextField
        name="skills"
        label="Skills"
        hint="Separate skills with commas"
        value={values.skills}
        onChange={set('skills')}
        onBlur={() => set('skills')(skillsText(values.skills))}
      />
      <TextField name="currentWork" label="Current Work" multiline value={values.currentWork} onChange={set('currentWork')} />
      <TextField name="contribution" label="Contribution" multiline value={values.contribution} onChange={set('contribution')} />
      <NeedsNetwork />
      <ProfileFormActions saving={saving} />
    </form>
  );
}
