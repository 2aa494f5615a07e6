import type { CredentialErrors } from '../validate-credentials';

interface Props {
  email: string;
  password: string;
  errors: CredentialErrors;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
  passwordAutoComplete: 'current-password' | 'new-password';
}

/** The labelled 'Email' and 'Password' fields both auth screens share. */
export function CredentialFields({ email, password, errors, onEmail, onPassword, passwordAutoComplete }: Props) {
  return (
    <>
      <div className="field">
        <label htmlFor="email">Email</label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => onEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'email-error' : undefined}
        />
        {errors.email && (
          <p id="email-error" className="field-error">
            {errors.email}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete={passwordAutoComplete}
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'password-error' : undefined}
        />
        {errors.password && (
          <p id="password-error" className="field-error">
            {errors.password}
          </p>
        )}
      </div>
    </>
  );
}
