import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-client';
import { serverFieldError, showErrorsAndFocus } from '../../../lib/form-errors';
import { startSession } from '../../../entities/session/session-lifecycle';
import type { AuthReply } from '../../../types/api';
import { CONSENT_REQUIRED, validateCredentials, type CredentialErrors } from '../validate-credentials';

interface Options<Input> {
  /** Builds the request from the typed email and password. */
  toInput: (email: string, password: string) => Input;
  send: (input: Input) => Promise<AuthReply>;
  /** The screen's fallback texts when the server gives no message (spec §8). */
  fallbacks: { failed: string; network: string };
  onSuccess: (reply: AuthReply) => void | Promise<void>;
  /** Sign-up: the password is a new one, checked against the password rules as it is sent. */
  newPassword?: boolean;
  /** Sign-up: whether the 18-or-older and privacy notice box is ticked (required). */
  consented?: boolean;
}

/** State, validation and submission shared by the sign-up and sign-in screens. */
export function useCredentialsForm<Input>({ toInput, send, fallbacks, onSuccess, newPassword = false, consented }: Options<Input>) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const mutation = useMutation({
    mutationFn: send,
    meta: { session: false },
    // Offline, a paused mutation would wait for the network with the form hidden: send at once,
    // so the request fails at once and the form says so (DESIGN §6.2).
    networkMode: 'always',
    onSuccess: async (reply) => {
      await startSession(reply);
      await onSuccess(reply);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: CredentialErrors = { ...validateCredentials(email, password, { newPassword }), consent: consented === false ? CONSENT_REQUIRED : undefined };
    if (showErrorsAndFocus(event.currentTarget, found, () => setErrors(found))) return;
    mutation.mutate(toInput(email.trim(), password));
  }

  // A 400 that names the email or password field is shown under that field, not above the form.
  const fieldError = serverFieldError(mutation.error);
  const underField = fieldError && (fieldError.field === 'email' || fieldError.field === 'password') ? fieldError : undefined;

  return {
    email,
    password,
    errors: underField ? { ...errors, [underField.field]: underField.message } : errors,
    setEmail,
    setPassword,
    submit,
    isSubmitting: mutation.isPending || mutation.isSuccess,
    failure: mutation.isError && !underField ? errorText(mutation.error, fallbacks) : null,
  };
}
