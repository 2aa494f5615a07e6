// Startups (DESIGN §7.3, issue 42): the one list of sectors and the one list of stages used
// everywhere (the api's forms and filters, the web's pickers), the members' roles and statuses, and
// the fields' limits. Kept apart from the reply schemas (startup-schemas.ts), which the web's
// bundle must not carry.

export const SECTORS = [
  'Fintech',
  'Edtech',
  'Healthtech',
  'Agritech',
  'SaaS',
  'Consumer & D2C',
  'Climate & Cleantech',
  'Deeptech & AI',
  'Mobility & Logistics',
  'Media & Content',
  'Social Impact',
  'Other',
] as const;
export type Sector = (typeof SECTORS)[number];

/** The stage keys as the wire carries them (the spec's onboarding keys), in order. */
export const STAGES = ['ideation', 'preSeed', 'seed', 'seriesA', 'growth'] as const;
export type Stage = (typeof STAGES)[number];

/** What each stage is shown as. */
export const STAGE_LABELS: Readonly<Record<Stage, string>> = {
  ideation: 'Ideation',
  preSeed: 'Pre-Seed',
  seed: 'Seed',
  seriesA: 'Series A',
  growth: 'Growth',
};

export const MEMBER_ROLES = ['admin', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_STATUSES = ['invited', 'active'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MAX_STARTUP_NAME_LENGTH = 100;
export const MAX_ONE_LINER_LENGTH = 140;
export const MAX_STARTUP_DESCRIPTION_LENGTH = 5000;
export const MAX_CITY_LENGTH = 100;
export const MAX_WEBSITE_LENGTH = 200;
export const MAX_DPIIT_NUMBER_LENGTH = 30;
/** A member's title at the startup ('CTO', 'Founder'). */
export const MAX_MEMBER_TITLE_LENGTH = 100;
/**
 * The most people a startup holds, active and invited together: every startup reply and directory
 * page embeds its team, so the team must stay bounded.
 */
export const MAX_STARTUP_MEMBERS = 50;

/** The update profile form's own stages (spec §5), which a Hustler's profile may hold beside the onboarding's. */
const PROFILE_STAGE_LABELS: Readonly<Record<string, string>> = { development: 'Development', launch: 'Launch' };
const LABEL_BY_KEY = new Map(
  [...Object.entries(STAGE_LABELS), ...Object.entries(PROFILE_STAGE_LABELS)].map(([key, label]) => [key.toLowerCase(), label]),
);

/** A stage in words, from either list and however cased ('preSeed', 'preseed' → 'Pre-Seed'); undefined for one of neither. */
export function stageLabelOf(stage: string): string | undefined {
  return LABEL_BY_KEY.get(stage.trim().toLowerCase());
}
