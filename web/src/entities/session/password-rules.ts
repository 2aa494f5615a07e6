// The rules the server applies to a new password (DESIGN §6.2), in its words, checked as the person
// types so most mistakes show before a round trip. Only the server knows the common-password list.
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@startupsetu/server-core/contract/field-limits';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

/** What is wrong with a new password, or undefined. `email` is the account's, when known. */
export function newPasswordProblem(password: string, email?: string): string | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (/^\s*$/u.test(password)) return 'Password must not be only spaces';
  const address = email?.trim().toLowerCase() ?? '';
  const candidate = password.trim().toLowerCase();
  const localPart = address.slice(0, Math.max(0, address.lastIndexOf('@')));
  if (address && (candidate === address || (localPart !== '' && candidate === localPart))) return 'Password must not be your email';
  return undefined;
}
