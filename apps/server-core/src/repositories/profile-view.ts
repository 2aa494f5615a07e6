import { profileDetailsSchema } from '../contract/person-schemas';
import type { ProfileDetails as ProfileView } from '../contract/reply-types';
import type { ProfileDetails } from './profile-details';
import { portfolioOf } from './investor-filters';

// The stored profile as replies show it. The forms store text, lists and whole numbers, but older
// rows (the demo people, the spec's clients) hold '8' for a scale or 'Go, SQL' for a list; the
// reply schema is strict and its serializer refuses a value of the wrong type, so each field is
// read as the schema's type here and anything that cannot be is left out.

export type { ProfileView };

type FieldType = (typeof profileDetailsSchema.properties)[keyof typeof profileDetailsSchema.properties]['type'];

/** A list as trimmed items without empties: an array, or comma-separated text ('React, ,Sales'). */
export function profileList(value: unknown): string[] {
  const items: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((item) => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim())
    .filter(Boolean);
}

function asType(type: FieldType, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (type === 'array') return profileList(value);
  if (type === 'integer') {
    const number = typeof value === 'string' && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : value;
    return Number.isInteger(number) ? number : undefined;
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/** The schema's fields of `details` (other stored keys are not part of any reply) and the picture's URL. */
export function profileView(details: ProfileDetails, profilePic: string | null): ProfileView {
  const view: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(profileDetailsSchema.properties)) {
    if (field === 'profilePic') continue;
    // The one list of objects: an investor's companies.
    const value = field === 'portfolio' ? (details[field] === undefined ? undefined : portfolioOf(details[field])) : asType(schema.type, details[field]);
    if (value !== undefined) view[field] = value;
  }
  return { ...view, profilePic } as ProfileView;
}
