// The role forms' titles, apart from their fields: the router names each form's page by its title,
// and a dashboard visit, which loads the router, has no need of the fields.
export const ROLE_FORM_TITLES = {
  hustler: 'Hustler Profile',
  cofounder: 'Co-founder Profile',
  investor: 'Investor Profile',
  jobseeker: 'Job Seeker Profile',
} as const;

export type RoleFormName = keyof typeof ROLE_FORM_TITLES;
