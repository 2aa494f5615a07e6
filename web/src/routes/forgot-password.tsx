import { AUTH_SCREENS } from '../features/auth/auth-screens';
import { AuthCardPending } from '../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import '../features/auth/auth.css';

export function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}

/** The page drawn before its app (web/build/pages.ts): the form's fields as placeholders. */
export function ForgotPasswordPending() {
  return <AuthCardPending screen={AUTH_SCREENS.forgotPassword} />;
}
