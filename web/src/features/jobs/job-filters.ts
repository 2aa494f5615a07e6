import { JOB_KIND_LABELS, JOB_KINDS, WORKPLACE_LABELS, WORKPLACES } from '@startupsetu/server-core/contract/job-fields';
import type { FilterValues, ListFilter } from '../../lib/list-search';

// The board's filters (DESIGN §7.3): kind, workplace, city, skills and a minimum CTC. The minimum
// is chosen in lakhs a year (LPA) and kept so in the page's URL (?minLpa=10); the server is asked
// in rupees (?minCtc=1000000).

/** Rupees in a lakh. */
export const LAKH = 100_000;

const MIN_LPA_STEPS = [3, 5, 10, 15, 20, 30, 50];

export const JOB_FILTERS: ListFilter[] = [
  { name: 'kind', label: 'Job type', options: JOB_KINDS.map((kind) => ({ value: kind, label: JOB_KIND_LABELS[kind] })) },
  { name: 'workplace', label: 'Workplace', options: WORKPLACES.map((place) => ({ value: place, label: WORKPLACE_LABELS[place] })) },
  { name: 'city', label: 'City' },
  { name: 'skills', label: 'Skills' },
  { name: 'minLpa', label: 'Minimum CTC', options: MIN_LPA_STEPS.map((lpa) => ({ value: String(lpa), label: `₹${lpa} LPA or more` })) },
];

/** The page's filters as the server's query names them: `minLpa` becomes `minCtc` in rupees. */
export function serverFiltersOf(filters: FilterValues): FilterValues {
  const values: FilterValues = {};
  for (const [name, value] of Object.entries(filters)) {
    if (!value) continue;
    if (name === 'minLpa') values.minCtc = String(Math.round(Number(value) * LAKH));
    else values[name] = value;
  }
  return values;
}
