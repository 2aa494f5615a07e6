import type { FormEvent, ReactNode } from 'react';
import { SiteFooter } from '../../../components/site-footer';
import { SiteHeader } from '../../../components/site-header';

interface Props {
  id: string;
  title: string;
  lead: string;
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Shown above the form's fields (sign-in's 'Continue as'). */
  above?: ReactNode;
  children: ReactNode;
}

/** The frame both auth screens share: the site header, heading, lead, the failure alert, the form's own parts, the footer. */
export function AuthCard({ id, title, lead, failure, onSubmit, above, children }: Props) {
  return (
    <>
      <SiteHeader />
      <main className="auth-page">
        <form className="auth-card" onSubmit={onSubmit} noValidate aria-labelledby={id}>
          <h1 id={id}>{title}</h1>
          <p className="auth-lead">{lead}</p>
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
          {above}
          {children}
        </form>
      </main>
      <SiteFooter />
    </>
  );
}
