import { AUTH_SCREENS } from '../features/auth/auth-screens';
import { AuthCardPending } from '../features/auth/components/auth-card';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import '../features/auth/auth.css';

export function SignUpPage() {
  return <SignUpForm />;
}

/** The page drawn before its app (web/build/pages.ts): the form's fields as placeholders. */
export function SignUpPending() {
  return <AuthCardPending screen={AUTH_SCREENS.signUp} />;
}
