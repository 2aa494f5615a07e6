import { CHEQUE_SIZES } from '@startupsetu/server-core/contract/investor-fields';
import { formatRupees } from '@startupsetu/server-core/contract/job-fields';
import { SECTORS, STAGE_LABELS, STAGES } from '@startupsetu/server-core/contract/startup-fields';
import type { FilterOption, ListFilter } from '../../lib/list-search';
import type { DiscoveryKind } from './api/discovery-queries';
import { DISCOVERY_FILTERS } from './discovery-filters';

// The discovery page's filter controls: the list's filters (discovery-filters.ts), with the words of
// the investor filters' choices, which only this page draws (kept out of what the router carries).

const CHOICES: Record<string, FilterOption[]> = {
  stage: STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] })),
  sector: SECTORS.map((sector) => ({ value: sector, label: sector })),
  cheque: CHEQUE_SIZES.map((rupees) => ({ value: String(rupees), label: formatRupees(rupees) })),
};

/** The kind's filters as the page draws them: a choice where the list checks against a list. */
export function filterControlsOf(kind: DiscoveryKind): ListFilter[] {
  return DISCOVERY_FILTERS[kind].map((filter) => (filter.accepts && CHOICES[filter.name] ? { ...filter, options: CHOICES[filter.name] } : filter));
}
