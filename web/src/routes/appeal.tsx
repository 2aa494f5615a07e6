import { useSearch } from '@tanstack/react-router';
import { SuspensionAppealCard, SuspensionAppealPending } from '../features/auth/components/suspension-appeal-card';
import '../features/auth/auth.css';

export function AppealPage() {
  const search: { token?: unknown } = useSearch({ strict: false });
  return <SuspensionAppealCard token={typeof search.token === 'string' && search.token ? search.token : undefined} />;
}

/** The page drawn before its app (web/build/pages.ts): the appeal on its way. */
export function AppealPending() {
  return <SuspensionAppealPending />;
}
