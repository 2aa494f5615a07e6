import { CHEQUE_SIZES } from '@startupsetu/server-core/contract/investor-fields';
import { HUSTLER_SKILLS, INTEREST_AREAS } from '@startupsetu/server-core/contract/profile-choices';
import { SECTORS, STAGES } from '@startupsetu/server-core/contract/startup-fields';
import { stageLabel } from '../../entities/person/profile-text';
import { choicesOf, INVESTOR_TYPE_OPTIONS } from '../../entities/profile-form/role-form-choices';
import type { DiscoveryKind } from './api/discovery-queries';
import { filtersIn, listSearchOf, type FilterOption, type FilterValues, type ListFilter, type ListSearch } from '../../lib/list-search';

// The filters of each discovery list (DESIGN §6.1): their controls and their URL parameters (the
// server's names). The router reads every page's URL with these, so what only the page draws (the
// investor filters' choices in words) is in discovery-filter-controls.ts; offline, the same test
// runs on the profiles already on the device (offline-search.ts).

// Both stage lists a Hustler's profile may hold (the onboarding form's and the update form's), in
// the words the cards show.
const STAGE_OPTIONS: FilterOption[] = ['ideation', 'preSeed', 'seed', 'seriesA', 'Development', 'Launch', 'growth'].map(
  (value) => ({ value, label: stageLabel(value) ?? value }),
);

const oneOf = (values: readonly (string | number)[]) => (value: string) => values.some((one) => String(one) === value);

/** What founders look for in an investor (DESIGN §7.4): 'who writes ₹50 L cheques at Seed in fintech'. */
export const INVESTOR_DETAIL_FILTERS: ListFilter[] = [
  { name: 'stage', label: 'Stage', accepts: oneOf(STAGES) },
  { name: 'sector', label: 'Sector', accepts: oneOf(SECTORS) },
  { name: 'cheque', label: 'Cheque size', accepts: oneOf(CHEQUE_SIZES) },
  { name: 'city', label: 'City' },
];

export const DISCOVERY_FILTERS: Record<DiscoveryKind, ListFilter[]> = {
  cofounder: [{ name: 'skills', label: 'Skill' }],
  hustler: [
    { name: 'stage', label: 'Stage', options: STAGE_OPTIONS },
    { name: 'skills', label: 'Skill', suggestions: HUSTLER_SKILLS },
  ],
  investor: [
    { name: 'interestAreas', label: 'Interest Area', options: choicesOf(INTEREST_AREAS) },
    { name: 'investorType', label: 'Investor Type', options: INVESTOR_TYPE_OPTIONS },
    ...INVESTOR_DETAIL_FILTERS,
  ],
  jobseeker: [{ name: 'desiredRole', label: 'Desired Role' }],
};

/** The kind's filters set in `search` (a page's URL search params), trimmed, empty ones left out. */
export const filtersFrom = (kind: DiscoveryKind, search: Record<string, unknown>): FilterValues => filtersIn(DISCOVERY_FILTERS[kind], search);

/** A discovery page's URL search as the page reads it: the search text and the kind's filters. */
export type DiscoverySearch = ListSearch;

/** The route's `validateSearch`: what the page shows is what its loader reads. */
export const discoverySearchOf = (kind: DiscoveryKind, search: Record<string, unknown>): DiscoverySearch => listSearchOf(DISCOVERY_FILTERS[kind], search);
