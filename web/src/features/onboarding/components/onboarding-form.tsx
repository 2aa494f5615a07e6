import { useNavigate } from '@tanstack/react-router';
import { ImagePicker } from '../../../components/image-picker';
import { NeedsNetwork } from '../../../components/needs-network';
import { SiteFooter } from '../../../components/site-footer';
import { SiteHeader } from '../../../components/site-header';
import { isInputField } from '../../../entities/profile-form/profile-field-spec';
import { useProfileSubmit } from '../hooks/use-profile-submit';
import { OnboardingIntro } from './onboarding-intro';
import type { RoleForm } from '../../../entities/profile-form/role-profile-forms';
import { ProfileField } from '../../../entities/profile-form/profile-field';
import '../onboarding.css';

/** A role's onboarding form (spec §2, §3): its fields, the picture, 'Submit' and 'Skip for Now'. */
export function OnboardingForm({ form }: { form: RoleForm }) {
  const navigate = useNavigate();
  const state = useProfileSubmit(form);
  const titleId = 'onboarding-title';

  return (
    <>
      <SiteHeader />
      <main className="onboarding-page">
        <form className="onboarding-card" onSubmit={state.submit} noValidate aria-labelledby={titleId} aria-busy={state.isSubmitting}>
          <OnboardingIntro form={form} titleId={titleId} />
          {form.fields.filter(isInputField).map((field) => (
            <ProfileField
              key={field.name}
              field={field}
              value={state.values[field.name]}
              error={state.errors[field.name]}
              onChange={state.setValue}
            />
          ))}
          <ImagePicker file={state.picture} onChange={state.setPicture} />
          {state.detail && <p className="form-error">{state.detail}</p>}
          <NeedsNetwork />
          <div className="onboarding-actions">
            <button type="submit" className="button-primary" disabled={state.isSubmitting}>
              {state.isSubmitting ? 'Submitting...' : 'Submit'}
            </button>
            <button type="button" onClick={() => void navigate({ href: form.dashboard })}>
              Skip for Now
            </button>
          </div>
        </form>
      </main>
      <SiteFooter />
    </>
  );
}
