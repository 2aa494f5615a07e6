// The same check the browser's type="email" makes: something@something.something, no spaces.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email field's problem, in the words every form shows (required, then format). */
export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL_FORMAT.test(email.trim())) return 'Please enter a valid email address';
  return undefined;
}
