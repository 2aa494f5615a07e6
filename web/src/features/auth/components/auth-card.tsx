import type { FormEvent, ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  lead: string;
  failure: string | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** The frame both auth screens share: heading, lead, the failure alert, then the form's own parts. */
export function AuthCard({ id, title, lead, failure, onSubmit, children }: Props) {
  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={onSubmit} noValidate aria-labelledby={id}>
        <h1 id={id}>{title}</h1>
        <p className="auth-lead">{lead}</p>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        {children}
      </form>
    </main>
  );
}
