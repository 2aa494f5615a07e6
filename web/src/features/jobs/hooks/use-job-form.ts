import { useState } from 'react';
import { useDraft } from '../../../lib/drafts';
import { showErrorsAndFocus } from '../../../lib/form-errors';
import { validateJob, type JobFormErrors, type JobFormField, type JobFormValues } from '../job-form-values';

/**
 * A job form's state (a new job's and an edit's): its values, kept as a draft under `draftName`
 * until `draft.clear()` after the save, and the errors of the last try.
 */
export function useJobForm(draftName: string, initial: JobFormValues) {
  const [values, setValues] = useState<JobFormValues>(initial);
  const [errors, setErrors] = useState<JobFormErrors>({});
  const draft = useDraft(draftName, values, initial, setValues);

  const set = (name: JobFormField) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** Whether the form may be sent as a draft or to publish; if not, its errors show and the first wrong field takes the focus. */
  const checked = (form: HTMLFormElement | null, publish: boolean) => {
    const found = validateJob(values, { publish });
    return !showErrorsAndFocus(form, found, () => setErrors(found));
  };

  return { values, set, errors, checked, draft };
}
