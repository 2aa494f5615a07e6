import { OnboardingForm } from '../features/onboarding/components/onboarding-form';
import { ROLE_FORMS } from '../features/onboarding/role-forms';

export function CofounderFormPage() {
  return <OnboardingForm form={ROLE_FORMS.cofounder} />;
}
