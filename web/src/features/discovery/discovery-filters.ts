import type { User } from '../../types/api';
import { listOf, stageLabel } from '../../entities/person/profile-text';
import { choicesOf, HUSTLER_SKILLS, INTEREST_AREAS, INVESTOR_TYPE_OPTIONS } from '../../entities/profile-form/role-profile-forms';
import type { DiscoveryKind } from './api/discovery-queries';
import { filtersIn, listSearchOf, type FilterOption, type FilterValues, type ListFilter, type ListSearch } from '../../lib/list-search';

// The filters of each discovery list (DESIGN §6.1): their controls, their URL parameters (the
// server's names) and, offline, the same test on the profiles already on the device.

// Both stage lists a Hustler's profile may hold (the onboarding form's and the update form's), in
// the words the cards show.
const STAGE_OPTIONS: FilterOption[] = ['ideation', 'preSeed', 'seed', 'seriesA', 'Development', 'Launch', 'growth'].map(
  (value) => ({ value, label: stageLabel(value) ?? value }),
);

export const DISCOVERY_FILTERS: Record<DiscoveryKind, ListFilter[]> = {
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
export const filtersFrom = (kind: DiscoveryKind, search: Record<string, unknown>): FilterValues => filtersIn(DISCOVERY_FILTERS[kind], search);

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
export type DiscoverySearch = ListSearch;

/** The route's `validateSearch`: what the page shows is what its loader reads. */
export const discoverySearchOf = (kind: DiscoveryKind, search: Record<string, unknown>): DiscoverySearch => listSearchOf(DISCOVERY_FILTERS[kind], search);
