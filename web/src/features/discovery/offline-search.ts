import type { User } from '../../types/api';
import { listOf } from '../../entities/person/profile-text';
import type { FilterValues } from '../../lib/list-search';

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

const same = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Offline: whether a saved profile passes the list's filters (discovery-filters.ts), as the server would judge it. */
export function matchesFilters(user: User, filters: FilterValues): boolean {
  const details = user.profiledetails;
  return Object.entries(filters).every(([name, value]) => {
    switch (name) {
      case 'skills':
        return listOf(details.skills).some((skill) => same(skill, value));
      case 'stage':
        // A Hustler's stage, or one of an investor's.
        return user.role === 'Investor' ? listOf(details.stages).some((stage) => same(stage, value)) : same(details.currentStage, value);
      case 'sector':
        return listOf(details.sectors).some((sector) => same(sector, value));
      case 'city':
        return listOf(details.cities).some((city) => same(city, value));
      case 'cheque': {
        const rupees = Number(value);
        const { chequeMin: min, chequeMax: max } = details;
        return (min != null || max != null) && (min ?? 0) <= rupees && (max ?? rupees) >= rupees;
      }
      case 'interestAreas':
        return listOf(details.interestAreas).some((area) => same(area, value));
      case 'investorType':
        return same(details.investorType, value);
      case 'desiredRole':
        return typeof details.desiredRole === 'string' && details.desiredRole.toLowerCase().includes(value.toLowerCase());
      default:
        return true;
    }
  });
}
