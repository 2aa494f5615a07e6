import { useSearch } from '@tanstack/react-router';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import '../features/auth/auth.css';

export function ResetPasswordPage() {
  const search: { token?: unknown } = useSearch({ strict: false });
  return <ResetPasswordForm token={typeof search.token === 'string' && search.token ? search.token : undefined} />;
}
