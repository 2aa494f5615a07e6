import type { FormEvent, ReactNode } from 'react';
import { FormPending, PendingText } from '../../../components/form-pending';
import { SiteFooter } from '../../../components/site-footer';
import { SiteHeader } from '../../../components/site-header';
import type { AuthScreen } from '../auth-screens';

/** The site header, the page around the card, the footer. */
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main className="auth-page">{children}</main>
      <SiteFooter />
    </>
  );
}

function AuthHeading({ screen }: { screen: AuthScreen }) {
  return (
    <>
      <h1 id={screen.id}>{screen.title}</h1>
      <p className="auth-lead">{screen.lead}</p>
    </>
  );
}

interface Props {
  screen: AuthScreen;
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Shown above the form's fields (sign-in's 'Continue as'). */
  above?: ReactNode;
  children: ReactNode;
}

/** The frame the auth screens share: the site header, heading, lead, the failure alert, the form's own parts, the footer. */
export function AuthCard({ screen, failure, onSubmit, above, children }: Props) {
  return (
    <AuthPage>
      <form className="auth-card" onSubmit={onSubmit} noValidate aria-labelledby={screen.id}>
        <AuthHeading screen={screen} />
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        {above}
        {children}
      </form>
    </AuthPage>
  );
}

/**
 * An auth screen while its code comes: the same frame, heading and lead, its fields as
 * placeholders. A first load arrives with it drawn (app/static-page-markup.tsx).
 */
export function AuthCardPending({ screen }: { screen: AuthScreen }) {
  return (
    <AuthPage>
      <div className="auth-card">
        <AuthHeading screen={screen} />
        <FormPending fields={screen.fields}>
          {screen.linkUnderFields && (
            <p className="auth-forgot">
              <PendingText />
            </p>
          )}
          <button type="button" className="button-primary" disabled>
            {screen.submit}
          </button>
          <p className="auth-switch">
            <PendingText />
          </p>
        </FormPending>
      </div>
    </AuthPage>
  );
}
