import { TermsAndConditions } from '../features/site/components/terms-page';

export function TermsPage() {
  return <TermsAndConditions />;
}
