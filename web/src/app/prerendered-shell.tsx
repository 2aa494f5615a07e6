import { ROLE_FORMS } from '../entities/profile-form/role-profile-forms';
import { OnboardingPending } from '../features/onboarding/components/onboarding-intro';
import { drawnShellsOf, pagesOf } from './page-registry';
import { OpenShell, SignedInShell } from './signed-in-pending';

/** The shells web/build/pages.ts renders (the route tree's signed-in pages and role forms), by name. */
const SHELLS = drawnShellsOf(pagesOf());

export const SHELL_NAMES = [...SHELLS.keys()];
/** The shells of signed-in pages (the rest are the role forms'), whose app is fetched from the start. */
export const SIGNED_IN_SHELL_NAMES = SHELL_NAMES.filter((name) => SHELLS.get(name)?.kind === 'signed-in');

/**
 * What a first load of a signed-in page arrives with, rendered at build time (dashboard.html,
 * shells/<name>.html): the signed-in frame around the page's heading and placeholders, as the app
 * draws them while the page's code and data come (a role form: the site's header and the form's
 * heading and lead). It holds no user's data; the app, once its first page is ready, draws it in its
 * place (app/render-app.tsx).
 */
export function PrerenderedShell({ name }: { name: string }) {
  const shell = SHELLS.get(name);
  if (shell?.kind === 'form') return <OnboardingPending form={ROLE_FORMS[shell.form]} />;
  if (shell?.open) return <OpenShell look={shell.look} />;
  return <SignedInShell look={shell?.look ?? {}} />;
}
