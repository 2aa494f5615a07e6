import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-client';
import { useDraft } from '../../../lib/drafts';
import { showErrorsAndFocus } from '../../../lib/form-errors';
import { sendContactMessage } from '../api/contact-api';
import { trimContact, validateContact, type ContactErrors, type ContactInput } from '../validate-contact';

const FAILED = 'Something went wrong. Please try again.';
const EMPTY: ContactInput = { name: '', email: '', message: '' };
const THANKS = 'Thank you for reaching out! We will get back to you soon.';

/** State, validation and sending of the Contact Us form. */
export function useContactForm() {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  // A visitor's draft stays in this tab (sessionStorage); a signed-in user's is sealed with their key.
  const draft = useDraft('contact', values, EMPTY, setValues, { visitor: true });
  const [errors, setErrors] = useState<ContactErrors>({});
  const mutation = useMutation({ mutationFn: sendContactMessage, meta: { session: false }, onSuccess: () => draft.clear() });

  function setField(field: keyof ContactInput, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field has been flagged, re-check it as the user fixes it.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateContact({ ...values, [field]: value })[field] }));
  }

  /** Sends the form when it is valid; otherwise shows what to fix, the focus on the first. */
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values);
    const wrong = showErrorsAndFocus(event.currentTarget, found, () => setErrors(found));
    // Offline the form says it needs the network (NeedsNetwork) and keeps what was typed.
    if (!wrong && navigator.onLine) mutation.mutate(trimContact(values));
  }

  return {
    values,
    errors,
    setField,
    submit,
    isSending: mutation.isPending,
    thanks: mutation.isSuccess ? mutation.data?.message || THANKS : null,
    failure: mutation.isError ? errorText(mutation.error, { failed: FAILED, network: FAILED }) : null,
  };
}
