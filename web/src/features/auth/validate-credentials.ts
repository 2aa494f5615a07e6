import { newPasswordProblem } from '../../entities/session/password-rules';

export interface CredentialErrors {
  email?: string;
  password?: string;
}

// The same check the browser's type="email" makes: something@something.something, no spaces.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL_FORMAT.test(email.trim())) return 'Please enter a valid email address';
  return undefined;
}

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
