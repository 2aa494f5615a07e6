import { SignUpForm } from '../features/auth/components/sign-up-form';
import '../features/auth/auth.css';

export function SignUpPage() {
  return <SignUpForm />;
}
