import { useSearch } from '@tanstack/react-router';
import { VerifyEmailCard, VerifyEmailView } from '../features/auth/components/verify-email-card';
import '../features/auth/auth.css';

export function VerifyEmailPage() {
  const search: { token?: unknown } = useSearch({ strict: false });
  return <VerifyEmailCard token={typeof search.token === 'string' && search.token ? search.token : undefined} />;
}

/** The page drawn before its app (web/build/pages.ts): the link on its way to being proven. */
export function VerifyEmailPending() {
  return <VerifyEmailView outcome={{ state: 'proving' }} />;
}
