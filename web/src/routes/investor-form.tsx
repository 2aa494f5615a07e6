import { OnboardingForm } from '../features/onboarding/components/onboarding-form';
import { ROLE_FORMS } from '../lib/role-profile-forms';

export function InvestorFormPage() {
  return <OnboardingForm form={ROLE_FORMS.investor} />;
}
