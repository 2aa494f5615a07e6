import { AUTH_SCREENS } from '../features/auth/auth-screens';
import { AuthCardPending } from '../features/auth/components/auth-card';
import { useSearch } from '@tanstack/react-router';
import { SignInForm } from '../features/auth/components/sign-in-form';
import '../features/auth/auth.css';

export function SignInPage() {
  const search: { redirect?: unknown } = useSearch({ strict: false });
  return <SignInForm redirect={typeof search.redirect === 'string' ? search.redirect : undefined} />;
}

/** The page drawn before its app (web/build/pages.ts): the form's fields as placeholders. */
export function SignInPending() {
  return <AuthCardPending screen={AUTH_SCREENS.signIn} />;
}
