import { AUTH_SCREENS } from '../features/auth/auth-screens';
import { AuthCardPending } from '../features/auth/components/auth-card';
import { useSearch } from '@tanstack/react-router';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import '../features/auth/auth.css';

export function ResetPasswordPage() {
  const search: { token?: unknown } = useSearch({ strict: false });
  return <ResetPasswordForm token={typeof search.token === 'string' && search.token ? search.token : undefined} />;
}

/** The page drawn before its app (web/build/pages.ts): the form's fields as placeholders. */
export function ResetPasswordPending() {
  return <AuthCardPending screen={AUTH_SCREENS.resetPassword} />;
}
