import { SECTORS, STAGE_LABELS, STAGES } from '@startupsetu/server-core/contract/startup-fields';
import type { ListFilter } from '../../lib/list-search';

// The directory's filters (DESIGN §7.3): the one sector list and the one stage list, and a city.

export const SECTOR_OPTIONS = SECTORS.map((sector) => ({ value: sector, label: sector }));
export const STAGE_OPTIONS = STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }));

export const STARTUP_FILTERS: ListFilter[] = [
  { name: 'sector', label: 'Sector', options: SECTOR_OPTIONS },
  { name: 'stage', label: 'Stage', options: STAGE_OPTIONS },
  { name: 'city', label: 'City' },
];

/** 'Fintech · Seed · Pune': a startup's sector, stage and city, as its card and page lead with them. */
export function startupFacts(startup: { sector: string; stage: string; city: string }): string {
  const stage = STAGE_LABELS[startup.stage as keyof typeof STAGE_LABELS] ?? startup.stage;
  return [startup.sector, stage, startup.city].filter(Boolean).join(' · ');
}
