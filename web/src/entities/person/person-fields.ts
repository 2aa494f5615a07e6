import { explorationLabel, listOf, stageLabel } from './profile-text';
import type { ProfileDetails } from '../../types/api';

// A person's public fields by role, as their profile page lists them (the phone, where shown, is under their
// name; never the contact email).

const ROLE_LABELS: Record<string, string> = {
  hustler: 'Hustler',
  investor: 'Investor',
  cofounder: 'Co-founder',
  jobseeker: 'Job Seeker',
};

const INVESTOR_TYPES: Record<string, string> = {
  visionary: 'Visionary',
  wealthWizard: 'Wealth Wizard',
  growthGuru: 'Growth Guru',
  communityChampion: 'Community Champion',
  curious: 'Curious',
};

export function roleName(role: string): string {
  return ROLE_LABELS[role.toLowerCase()] ?? role;
}

export interface PublicField {
  label: string;
  value: string | string[];
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** The role's public fields that are filled in, in the order of the role's form. */
export function publicFields(role: string, details: Partial<ProfileDetails>): PublicField[] {
  const byRole: Record<string, PublicField[]> = {
    hustler: [
      { label: 'Project', value: text(details.project) },
      { label: 'Current Stage', value: stageLabel(details.currentStage) ?? '' },
      { label: 'Skills', value: listOf(details.skills) },
      { label: 'Current Work', value: text(details.currentWork) },
      { label: 'Contribution', value: text(details.contribution) },
    ],
    cofounder: [
      { label: 'Skills', value: listOf(details.skills) },
      { label: 'Dream Project', value: text(details.dreamProject) },
      { label: 'Superpower', value: text(details.superpower) },
    ],
    investor: [
      { label: 'Investor Type', value: INVESTOR_TYPES[text(details.investorType)] ?? text(details.investorType) },
      { label: 'Interest Areas', value: listOf(details.interestAreas) },
      { label: 'Exploration Preference', value: explorationLabel(details.explorationPreference) ?? '' },
      { label: 'Excitement', value: text(details.excitement) },
    ],
    jobseeker: [
      { label: 'Desired Role', value: text(details.desiredRole) },
      { label: 'Skills', value: listOf(details.skills) },
      { label: 'Experience', value: text(details.experience) },
    ],
  };
  return (byRole[role.toLowerCase()] ?? []).filter((field) => field.value.length > 0);
}

/** The line under the name: a bio, or a job seeker's about-me. */
export function personLead(details: Partial<ProfileDetails>): string | undefined {
  return text(details.bio) || text(details.aboutMe) || undefined;
}
