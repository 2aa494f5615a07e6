import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { HttpError } from '@startupsetu/server-core/errors';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };
/** How many of the most common passwords are refused (DESIGN §6.2). */
export const COMMON_PASSWORD_COUNT = 10_000;

export const PASSWORD_RULE_MESSAGES = {
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  onlySpaces: 'Password must not be only spaces',
  isEmail: 'Password must not be your email',
  tooCommon: 'This password is too common. Choose one that is harder to guess.',
} as const;

// zxcvbn-ts's common password dictionary (MIT): passwords from leaked lists ordered by how often
// they were seen, most common first. Loaded on the first check only (about 25 ms, ~0.5 MB), then kept.
let commonPasswords: Promise<Set<string>> | undefined;

export function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const ranked = dictionary['passwords-common'] as string[];
    return new Set(ranked.slice(0, COMMON_PASSWORD_COUNT).map((word) => word.toLowerCase()));
  });
  return commonPasswords;
}

/** Spaces, tabs, line breaks and the other Unicode spaces, and nothing else. */
const ONLY_SPACES = /^\s*$/u;

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * The first rule the password breaks (checked in the contract's order: length, not only spaces, not
 * the email, not common), or undefined when it keeps them all. `email` is the account's email: the password may be neither it nor its local part.
 */
export async function passwordRuleBroken(password: string, email: string): Promise<string | undefined> {
  const length = characterCount(password);
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_RULE_MESSAGES.tooShort;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_RULE_MESSAGES.tooLong;
  if (ONLY_SPACES.test(password)) return PASSWORD_RULE_MESSAGES.onlySpaces;
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.slice(0, Math.max(0, address.lastIndexOf('@')));
  if (candidate === address || (localPart !== '' && candidate === localPart)) return PASSWORD_RULE_MESSAGES.isEmail;
  if ((await loadCommonPasswords()).has(password.toLowerCase())) return PASSWORD_RULE_MESSAGES.tooCommon;
  return undefined;
}

/** Throws the 400 naming the broken rule, for the form's `field`. */
export async function assertPasswordRules(password: string, email: string, field: string): Promise<void> {
  const broken = await passwordRuleBroken(password, email);
  if (broken) throw new HttpError(400, broken, field);
}
