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

interface InputProps {
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

function LabelledInput({ name, label, type, autoComplete, value, error, onChange }: InputProps) {
  const errorId = `${name}-error`;
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
