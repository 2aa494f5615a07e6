// The choices of the spec's role forms (section 3), which the api checks and the web offers (its
// forms and the discovery lists' filters): one list each.

export const HUSTLER_SKILLS = ['Fast Execution', 'Goal-Oriented', 'Creative Problem-Solving', 'Networking'] as const;
export const INVESTOR_TYPES = ['visionary', 'wealthWizard', 'growthGuru', 'communityChampion', 'curious'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];
export const INTEREST_AREAS = [
  'Sustainable Innovations',
  'Tech and App Development',
  'Creative Arts & Media',
  'Social Impact Projects',
  'Something Else',
] as const;
