import { INVESTOR_TYPES, type InvestorType } from '@startupsetu/server-core/contract/profile-choices';
import { STAGE_LABELS, STAGES } from '@startupsetu/server-core/contract/startup-fields';

// The choices of the role forms (spec §3), also the discovery lists' filters: apart from the forms,
// which a dashboard visit does not load.
export const HUSTLER_STAGE_OPTIONS = STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }));
const INVESTOR_TYPE_LABELS: Record<InvestorType, string> = {
  visionary: 'Visionary',
  wealthWizard: 'Wealth Wizard',
  growthGuru: 'Growth Guru',
  communityChampion: 'Community Champion',
  curious: 'Curious',
};
export const INVESTOR_TYPE_OPTIONS = INVESTOR_TYPES.map((value) => ({ value, label: INVESTOR_TYPE_LABELS[value] }));

/** Choices whose words are their values. */
export function choicesOf(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: value }));
}
