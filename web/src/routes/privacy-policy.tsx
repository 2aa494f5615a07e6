import { PrivacyPolicy } from '../features/site/components/privacy-policy-page';

export function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
