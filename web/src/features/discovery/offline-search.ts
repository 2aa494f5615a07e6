import type { User } from '../../types/api';

/**
 * Offline, a search filters the profiles already on the device: the text (any case) in the
 * person's name, skills or bio (a job seeker's 'about me' is their bio).
 */
export function matchesSearch(user: User, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const details = user.profiledetails;
  const fields = [details.Username, details.displayName, details.bio, details.aboutMe, ...(details.skills ?? [])];
  return fields.some((field) => typeof field === 'string' && field.toLowerCase().includes(q));
}
