import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useDraft } from '../../../lib/drafts';
import { showErrorsAndFocus } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { submitProfile } from '../api/submit-profile';
import { buildProfileFormData } from '../build-form-data';
import { failureTexts } from '../failure-texts';
import { initialValues, type FieldSpec, type FieldValue } from '../../../entities/profile-form/profile-field-spec';
import type { RoleForm } from '../../../entities/profile-form/role-profile-forms';
import { validateValues } from '../validate-values';
import { currentUserKeys } from '../../../entities/session/current-user';
import { discoveryKeys } from '../../../entities/person/person-keys';

/** State and submission shared by the four role forms: only `form` (its field list and texts) differs. */
export function useProfileSubmit(form: RoleForm, fields: FieldSpec[] = form.fields) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initial] = useState(() => initialValues(fields));
  const [values, setValues] = useState(initial);
  // What was typed survives a reload until it is saved; the chosen picture does not.
  const draft = useDraft(`onboarding-${form.endpoint}`, values, initial, setValues);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [detail, setDetail] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (body: FormData) => submitProfile(form.endpoint, body),
    onSuccess: async () => {
      draft.clear();
      showToast(form.successText, 'success');
      // The saved profile shows up in the user's own card and in the discovery lists.
      void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
      void queryClient.invalidateQueries({ queryKey: discoveryKeys.all });
      await navigate({ to: '/signin' });
    },
    onError: (error) => {
      const texts = failureTexts(form, error);
      showToast(texts.alert, 'error');
      setDetail(texts.detail ?? null);
    },
  });

  function setValue(name: string, value: FieldValue) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Offline the form says it needs the network (NeedsNetwork) and keeps what was typed.
    if (mutation.isPending || !navigator.onLine) return;
    const found = validateValues(fields, values);
    if (showErrorsAndFocus(event.currentTarget, found, () => setErrors(found))) return;
    setDetail(null);
    mutation.mutate(buildProfileFormData(fields, values, picture, { omitEmpty: form.omitEmpty }));
  }

  return {
    values,
    setValue,
    picture,
    setPicture,
    errors,
    detail,
    submit,
    // Stays true after success so the button cannot be pressed again before the page changes.
    isSubmitting: mutation.isPending || mutation.isSuccess,
  };
}
