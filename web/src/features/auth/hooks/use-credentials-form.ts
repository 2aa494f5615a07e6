import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-lifecycle';
import type { AuthReply } from '../../../types/api';
import { validateCredentials, type CredentialErrors } from '../validate-credentials';

interface Options<Input> {
  /** Builds the request from the typed email and password. */
  toInput: (email: string, password: string) => Input;
  send: (input: Input) => Promise<AuthReply>;
  /** The screen's fallback texts when the server gives no message (spec §8). */
  fallbacks: { failed: string; network: string };
  onSuccess: (reply: AuthReply) => void | Promise<void>;
}

/** State, validation and submission shared by the sign-up and sign-in screens. */
export function useCredentialsForm<Input>({ toInput, send, fallbacks, onSuccess }: Options<Input>) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const mutation = useMutation({
    mutationFn: send,
    meta: { session: false },
    onSuccess: async (reply) => {
      await startSession(reply);
      await onSuccess(reply);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateCredentials(email, password);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(toInput(email.trim(), password));
  }

  return {
    email,
    password,
    errors,
    setEmail,
    setPassword,
    submit,
    isSubmitting: mutation.isPending || mutation.isSuccess,
    failure: mutation.isError ? errorText(mutation.error, fallbacks) : null,
  };
}
