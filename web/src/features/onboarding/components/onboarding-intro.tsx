import { SiteFooter } from '../../../components/site-footer';
import { SiteHeader } from '../../../components/site-header';
import type { RoleForm } from '../../../entities/profile-form/role-profile-forms';
import '../onboarding.css';

/** A role form's heading and lead. */
export function OnboardingIntro({ form, titleId }: { form: RoleForm; titleId?: string }) {
  return (
    <>
      <h1 id={titleId}>{form.title}</h1>
      <p className="onboarding-lead">{form.lead} Every field is optional.</p>
    </>
  );
}

/**
 * A role form's page while its code comes: the site's header, the form's card with its heading and
 * lead, the footer below the fold. A first load arrives with it drawn (app/prerendered-shell.tsx).
 */
export function OnboardingPending({ form }: { form: RoleForm }) {
  return (
    <>
      <SiteHeader />
      <main className="onboarding-page">
        <div className="onboarding-card" aria-busy="true">
          <OnboardingIntro form={form} />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
