import { validateEmail } from '../../entities/session/email-rules';
import { newPasswordProblem } from '../../entities/session/password-rules';

export interface CredentialErrors {
  email?: string;
  password?: string;
  /** Sign-up's 18-or-older and privacy notice box. */
  consent?: string;
}

export const CONSENT_REQUIRED = 'Please confirm that you are 18 or older and agree to the Privacy Policy.';

/**
 * Spec §5: email required and of email format; password required. A new password (sign-up) also
 * keeps the server's length and not-the-email rules, in the server's words.
 */
export function validateCredentials(email: string, password: string, { newPassword = false } = {}): CredentialErrors {
  const errors: CredentialErrors = {};
  const emailProblem = validateEmail(email);
  if (emailProblem) errors.email = emailProblem;
  if (!password) errors.password = 'Password is required';
  else if (newPassword) {
    const problem = newPasswordProblem(password, email);
    if (problem) errors.password = problem;
  }
  return errors;
}
