import { useSearch } from '@tanstack/react-router';
import { SignInForm } from '../features/auth/components/sign-in-form';
import '../features/auth/auth.css';

export function SignInPage() {
  const search: { redirect?: unknown } = useSearch({ strict: false });
  return <SignInForm redirect={typeof search.redirect === 'string' ? search.redirect : undefined} />;
}
