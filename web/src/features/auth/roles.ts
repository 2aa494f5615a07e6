// The four self-chosen roles (spec §1) and where each one goes after sign-up and sign-in (spec §4).
export const ROLES = [
  { value: 'Hustler', label: 'Hustler', form: '/HustlerForm', dashboard: '/dashboard/Hustler' },
  { value: 'Investor', label: 'Investor', form: '/InvestorForm', dashboard: '/dashboard/Investor' },
  { value: 'Cofounder', label: 'Co-founder', form: '/CofunderForm', dashboard: '/dashboard/cofounder' },
  { value: 'Jobseeker', label: 'Job Seeker', form: '/JobseekerForm', dashboard: '/dashboard/jobSeeker' },
] as const;

export type Role = (typeof ROLES)[number]['value'];

function findRole(role: string | null | undefined) {
  const wanted = role?.toLowerCase();
  return ROLES.find((candidate) => candidate.value.toLowerCase() === wanted);
}

/** After sign-up: the role's profile form, or home for anything else. */
export function formPathFor(role: string | null | undefined): string {
  return findRole(role)?.form ?? '/';
}

/** After sign-in: /dashboard/ plus the role, or home for an unknown role. */
export function dashboardPathFor(role: string | null | undefined): string {
  const known = findRole(role);
  return known ? `/dashboard/${role}` : '/';
}
