import { STAGE_LABELS, STAGES } from '@startupsetu/server-core/contract/startup-fields';

// The choices of the role forms (spec §3), also the discovery lists' filters: apart from the forms,
// which a dashboard visit does not load.
export const HUSTLER_STAGE_OPTIONS = STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }));
export const HUSTLER_SKILLS = ['Fast Execution', 'Goal-Oriented', 'Creative Problem-Solving', 'Networking'];
export const INVESTOR_TYPE_OPTIONS = [
  { value: 'visionary', label: 'Visionary' },
  { value: 'wealthWizard', label: 'Wealth Wizard' },
  { value: 'growthGuru', label: 'Growth Guru' },
  { value: 'communityChampion', label: 'Community Champion' },
  { value: 'curious', label: 'Curious' },
];
export const INTEREST_AREAS = [
  'Sustainable Innovations',
  'Tech and App Development',
  'Creative Arts & Media',
  'Social Impact Projects',
  'Something Else',
];

/** Choices whose words are their values. */
export function choicesOf(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: value }));
}
