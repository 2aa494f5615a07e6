import { useState } from 'react';
import { useDraft } from '../../../lib/drafts';
import { showErrorsAndFocus } from '../../../lib/form-errors';
import { validateStartup, type StartupFormErrors, type StartupFormValues } from '../startup-form-values';

/**
 * A startup form's state (the new one's and an edit's): its values, kept as a draft under
 * `draftName` until `draft.clear()` after the save (the chosen logo is not kept), the logo and the
 * errors of the last try.
 */
export function useStartupForm(draftName: string, initial: StartupFormValues) {
  const [values, setValues] = useState<StartupFormValues>(initial);
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<StartupFormErrors>({});
  const draft = useDraft(draftName, values, initial, setValues);

  const set = (name: keyof StartupFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** Whether the form may be sent; if not, its errors show and the first wrong field takes the focus. */
  const checked = (form: HTMLFormElement) => {
    const found = validateStartup(values);
    return !showErrorsAndFocus(form, found, () => setErrors(found));
  };

  return { values, set, logo, setLogo, errors, checked, draft };
}
