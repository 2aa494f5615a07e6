import { OnboardingForm } from '../features/onboarding/components/onboarding-form';
import { ROLE_FORMS } from '../entities/profile-form/role-profile-forms';

export function HustlerFormPage() {
  return <OnboardingForm form={ROLE_FORMS.hustler} />;
}
