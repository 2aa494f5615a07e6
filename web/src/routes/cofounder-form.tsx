import { OnboardingForm } from '../features/onboarding/components/onboarding-form';
import { ROLE_FORMS } from '../entities/profile-form/role-profile-forms';

export function CofounderFormPage() {
  return <OnboardingForm form={ROLE_FORMS.cofounder} />;
}
