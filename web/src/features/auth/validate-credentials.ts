export interface CredentialErrors {
  email?: string;
  password?: string;
}

// The same check the browser's type="email" makes: something@something.something, no spaces.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: email required and of email format; password required. */
export function validateCredentials(email: string, password: string): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_FORMAT.test(email.trim())) errors.email = 'Please enter a valid email address';
  if (!password) errors.password = 'Password is required';
  return errors;
}
