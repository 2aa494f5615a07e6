import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import '../features/auth/auth.css';

export function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
