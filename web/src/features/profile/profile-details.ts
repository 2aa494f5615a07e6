import { listOf } from '../../entities/person/profile-text';
import { investorFacts } from '../../entities/person/investor-facts';
import type { ProfileDetails } from '../../types/api';

const ROLE_LABELS: Record<string, string> = {
  hustler: 'Hustler',
  investor: 'Investor',
  cofounder: 'Co-founder',
  jobseeker: 'Job Seeker',
};

const INVESTOR_TYPE_LABELS: Record<string, string> = {
  visionary: 'Visionary',
  wealthWizard: 'Wealth Wizard',
  growthGuru: 'Growth Guru',
  communityChampion: 'Community Champion',
  curious: 'Curious',
};

export function roleLabel(role: string): string {
  return ROLE_LABELS[role.toLowerCase()] ?? role;
}

export interface Detail {
  label: string;
  value: string | string[];
}

/** Role-specific fields the user has filled in, beyond the card's fixed ones (empty ones left out). */
export function extraDetails(details: Partial<ProfileDetails>): Detail[] {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
  const found: Detail[] = [
    { label: 'Phone Number', value: text(details.phoneno) },
    { label: 'Current Work', value: text(details.currentWork) },
    { label: 'Superpower', value: text(details.superpower) },
    { label: 'Dream Project', value: text(details.dreamProject) || text(details.experience) },
    { label: 'Desired Role', value: text(details.desiredRole) },
    { label: 'About Me', value: text(details.aboutMe) },
    { label: 'Contact Email', value: text(details.contactEmail) },
    { label: 'Investor Type', value: INVESTOR_TYPE_LABELS[text(details.investorType)] ?? text(details.investorType) },
    { label: 'Interest Areas', value: listOf(details.interestAreas) },
    { label: 'Exploration Preference', value: text(details.explorationPreference) },
    { label: 'Excitement', value: text(details.excitement) },
  ];
  return found.filter((detail) => detail.value.length > 0);
}

/**
 * The rows of an Investor's, Co-founder's or Job Seeker's own card: each field of their role (as
 * /Update_profile edits it), empty ones too (the card says 'Not added yet'); null for the Hustler,
 * whose card is the spec's.
 */
export function roleDetails(role: string, details: Partial<ProfileDetails>): Detail[] | null {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
  const rows: Record<string, Detail[]> = {
    investor: [
      { label: 'Contact Email', value: text(details.contactEmail) },
      { label: 'Phone Number', value: text(details.phoneno) },
      { label: 'Investor Type', value: INVESTOR_TYPE_LABELS[text(details.investorType)] ?? text(details.investorType) },
      { label: 'Interest Areas', value: listOf(details.interestAreas) },
      { label: 'Exploration Preference', value: text(details.explorationPreference) },
      { label: 'Excitement', value: text(details.excitement) },
      // What founders look for (DESIGN §7.4), after the spec's fields.
      ...investorFacts(details),
    ],
    cofounder: [
      { label: 'Phone Number', value: text(details.phoneno) },
      { label: 'Skills', value: listOf(details.skills) },
      { label: 'Dream Project', value: text(details.dreamProject) },
      { label: 'Superpower', value: text(details.superpower) },
    ],
    jobseeker: [
      { label: 'Desired Role', value: text(details.desiredRole) },
      { label: 'Dream Project', value: text(details.experience) },
      { label: 'Skills', value: listOf(details.skills) },
      { label: 'About Me', value: text(details.aboutMe) },
    ],
  };
  return rows[role.toLowerCase()] ?? null;
}
