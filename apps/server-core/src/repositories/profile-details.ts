import type { Role } from '../db/schema';

// The profile JSON (the spec's profiledetails without profilePic) and what is derived from it.

/** Fields only their owner sees: left out of every list of other users. */
export const PRIVATE_PROFILE_FIELDS: readonly string[] = ['phoneno', 'contactEmail'];

/** What `?q=` of each role's discovery list searches. */
export const SEARCHED_PROFILE_FIELDS: Readonly<Record<Role, readonly string[]>> = {
  Hustler: ['Username', 'bio', 'project', 'skills', 'currentWork'],
  Cofounder: ['Username', 'skills', 'bio', 'superpower', 'dreamProject'],
  Investor: ['Username', 'displayName', 'interestAreas', 'excitement'],
  Jobseeker: ['Username', 'skills', 'aboutMe', 'desiredRole', 'experience'],
};

const NAME_FIELDS: readonly string[] = ['Username', 'displayName'];

export type ProfileDetails = Record<string, unknown>;

export function parseProfile(text: string): ProfileDetails {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ProfileDetails) : {};
  } catch {
    return {};
  }
}

export function withoutPrivateFields(details: ProfileDetails): ProfileDetails {
  const copy = { ...details };
  for (const field of PRIVATE_PROFILE_FIELDS) delete copy[field];
  return copy;
}

/** The users table's search columns for a profile; one field value per line, lower-cased. */
export function userSearchColumns(
  role: Role,
  profile: ProfileDetails | string,
): { search_text: string; search_name: string } {
  const details = typeof profile === 'string' ? parseProfile(profile) : profile;
  return {
    search_text: joinFields(details, SEARCHED_PROFILE_FIELDS[role] ?? []),
    search_name: joinFields(details, NAME_FIELDS),
  };
}

// Lines keep a query from matching across the boundary of two fields.
function joinFields(details: ProfileDetails, fields: readonly string[]): string {
  return fields
    .flatMap((field) => {
      const value = details[field];
      return Array.isArray(value) ? value : [value];
    })
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map((value) => String(value).trim())
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

/** How a user is named in a notification: their Username, else the part of the email before '@'. */
export function userDisplayName(user: { email: string; profile: ProfileDetails | string }): string {
  const details = typeof user.profile === 'string' ? parseProfile(user.profile) : user.profile;
  const username = details.Username;
  if (typeof username === 'string' && username.trim()) return username.trim();
  return user.email.split('@')[0] || user.email;
}
