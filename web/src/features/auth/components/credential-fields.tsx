import { LabelledInput } from '../../../components/labelled-input';
import type { CredentialErrors } from '../validate-credentials';

interface Props {
  /** The screen's useCredentialsForm state. */
  form: {
    email: string;
    password: string;
    errors: CredentialErrors;
    setEmail: (value: string) => void;
    setPassword: (value: string) => void;
  };
  passwordAutoComplete: 'current-password' | 'new-password';
}

/** The labelled 'Email' and 'Password' fields both auth screens share. */
export function CredentialFields({ form, passwordAutoComplete }: Props) {
  return (
    <>
      <LabelledInput name="email" label="Email" type="email" autoComplete="email" value={form.email} error={form.errors.email} onChange={form.setEmail} />
      <LabelledInput
        name="password"
        label="Password"
        type="password"
        autoComplete={passwordAutoComplete}
        value={form.password}
        error={form.errors.password}
        onChange={form.setPassword}
      />
    </>
  );
}
