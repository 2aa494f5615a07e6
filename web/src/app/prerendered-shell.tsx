import { OnboardingPending } from '../features/onboarding/components/onboarding-intro';
import { ROLE_FORMS, type RoleForm } from '../lib/role-profile-forms';
import { SHELL_LOOKS } from './pending-looks';
import { SignedInShell } from './signed-in-pending';

/** The role forms' shells, by the name the gateway serves them for (shells/hustlerform.html for /HustlerForm, …). */
const FORM_SHELLS: Record<string, RoleForm> = {
  hustlerform: ROLE_FORMS.hustler,
  cofunderform: ROLE_FORMS.cofounder,
  investorform: ROLE_FORMS.investor,
  jobseekerform: ROLE_FORMS.jobseeker,
};

/** The signed-in pages' shells (app/pending-looks.ts), by name. */
export const SIGNED_IN_SHELL_NAMES = Object.keys(SHELL_LOOKS);
/** The shells web/build/pages.ts renders, by name: the signed-in pages', and the role forms'. */
export const SHELL_NAMES = [...SIGNED_IN_SHELL_NAMES, ...Object.keys(FORM_SHELLS)];

/**
 * What a first load of a signed-in page arrives with, rendered at build time (dashboard.html,
 * shells/<name>.html): the signed-in frame around the page's heading and placeholders, as the app
 * draws them while the page's code and data come (a role form: the site's header and the form's
 * heading and lead). It holds no user's data; the app hydrates it, then draws the page in its
 * place (app/render-app.tsx).
 */
export function PrerenderedShell({ name }: { name: string }) {
  const form = FORM_SHELLS[name];
  if (form) return <OnboardingPending form={form} />;
  return <SignedInShell look={SHELL_LOOKS[name] ?? {}} />;
}
