import type { User } from '../../types/api';
import { listOf, stageLabel } from '../../entities/person/profile-text';
import { choicesOf, HUSTLER_SKILLS, INTEREST_AREAS, INVESTOR_TYPE_OPTIONS } from '../../entities/profile-form/role-profile-forms';
import type { DiscoveryKind } from './api/discovery-queries';

// The filters of each discovery list (DESIGN §6.1): their controls, their URL parameters (the
// server's names) and, offline, the same test on the profiles already on the device.

export interface FilterOption {
  value: string;
  label: string;
}

export interface DiscoveryFilter {
  /** The query parameter, in the page's URL and the server's. */
  name: string;
  label: string;
  /** A choice of these, or free text when absent. */
  options?: FilterOption[];
  /** Free text: suggestions to pick from. */
  suggestions?: string[];
}

export type FilterValues = Record<string, string>;

// Both stage lists a Hustler's profile may hold (the onboarding form's and the update form's), in
// the words the cards show.
const STAGE_OPTIONS: FilterOption[] = ['ideation', 'preSeed', 'seed', 'seriesA', 'Development', 'Launch', 'growth'].map(
  (value) => ({ value, label: stageLabel(value) ?? value }),
);

export const DISCOVERY_FILTERS: Record<DiscoveryKind, DiscoveryFilter[]> = {
  cofounder: [{ name: 'skills', label: 'Skill' }],
  hustler: [
    { name: 'stage', label: 'Stage', options: STAGE_OPTIONS },
    { name: 'skills', label: 'Skill', suggestions: HUSTLER_SKILLS },
  ],
  investor: [
    { name: 'interestAreas', label: 'Interest Area', options: choicesOf(INTEREST_AREAS) },
    { name: 'investorType', label: 'Investor Type', options: INVESTOR_TYPE_OPTIONS },
  ],
  jobseeker: [{ name: 'desiredRole', label: 'Desired Role' }],
};

/** The kind's filters set in `search` (a page's URL search params), trimmed, empty ones left out. */
export function filtersFrom(kind: DiscoveryKind, search: Record<string, unknown>): FilterValues {
  const values: FilterValues = {};
  for (const filter of DISCOVERY_FILTERS[kind]) {
    const raw = search[filter.name];
    const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
    if (!text) continue;
    // A choice the list does not offer (an edited URL) is dropped rather than refused by the server.
    if (filter.options && !filter.options.some((option) => option.value === text)) continue;
    values[filter.name] = text;
  }
  return values;
}

const same = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Offline: whether a saved profile passes the filters, as the server would judge it. */
export function matchesFilters(user: User, filters: FilterValues): boolean {
  const details = user.profiledetails;
  return Object.entries(filters).every(([name, value]) => {
    switch (name) {
      case 'skills':
        return listOf(details.skills).some((skill) => same(skill, value));
      case 'stage':
        return same(details.currentStage, value);
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

/** A discovery page's URL search as the page reads it: the search text and the kind's filters. */
export type DiscoverySearch = { q?: string } & FilterValues;

/** The route's `validateSearch`: what the page shows is what its loader reads. */
export function discoverySearchOf(kind: DiscoveryKind, search: Record<string, unknown>): DiscoverySearch {
  const q = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q) : '';
  return q ? { q, ...filtersFrom(kind, search) } : filtersFrom(kind, search);
}
