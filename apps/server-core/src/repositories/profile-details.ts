import type { Role } from '../db/schema';

// The profile JSON (the spec's profiledetails without profilePic) and what is derived from it.

/** Fields only their owner sees: left out of every list of other users. */
export const PRIVATE_PROFILE_FIELDS: readonly string[] = ['phoneno', 'contactEmail'];

/** What `?q=` of each role's discovery list searches. */
export const SEARCHED_PROFILE_FIELDS: Readonly<Record<Role, readonly string[]>> = {
  Hustler: ['Username', 'bio', 'project', 'skills', 'currentWork'],
  Cofounder: ['Username', 'skills', 'bio', 'superpower', 'dreamProject'],
  Investor: ['Username', 'displayName', 'interestAreas', 'excitement', 'firm', 'bio'],
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

export function withoutPrivateFields<Details extends object>(details: Details): Details {
  const copy = { ...details } as Record<string, unknown>;
  for (const field of PRIVATE_PROFILE_FIELDS) delete copy[field];
  return copy as Details;
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

/** What discovery filters match, per role; a contains-match field comes last (see below). */
export const FILTERED_PROFILE_FIELDS: Readonly<Record<Role, readonly string[]>> = {
  Hustler: ['skills', 'currentStage'],
  Cofounder: ['skills'],
  Investor: ['interestAreas', 'investorType'],
  Jobseeker: ['skills', 'desiredRole'],
};

/**
 * The users table's discovery columns for a profile: whether it has a Username, and one
 * `field=value` line per filterable value, lower-cased, with a newline before and after each line
 * so a LIKE can match a whole value. The last line may also be matched by part (`desiredRole`).
 */
export function userListColumns(
  role: Role,
  profile: ProfileDetails | string,
): { has_username: 0 | 1; filter_text: string } {
  const details = typeof profile === 'string' ? parseProfile(profile) : profile;
  const username = details.Username;
  const lines = (FILTERED_PROFILE_FIELDS[role] ?? []).flatMap((field) => {
    const value = details[field];
    return (Array.isArray(value) ? value : [value])
      .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
      .map((item) => filterValue(String(item)))
      .filter(Boolean)
      .map((item) => `${field.toLowerCase()}=${item}`);
  });
  return {
    has_username: typeof username === 'string' && username.trim() ? 1 : 0,
    filter_text: lines.length ? `\n${lines.join('\n')}\n` : '',
  };
}

/** A value as filter_text stores it and as filters compare it. */
export function filterValue(value: string): string {
  return value.replace(/\s+/g, ' ').trim().toLowerCase();
}
