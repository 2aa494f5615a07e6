import { useNavigate } from '@tanstack/react-router';
import { ImagePicker } from '../../../components/image-picker';
import { NeedsNetwork } from '../../../components/needs-network';
import { SiteFooter } from '../../../components/site-footer';
import { SiteHeader } from '../../../components/site-header';
import { useState } from 'react';
import { isInputField, type InputField } from '../../../entities/profile-form/profile-field-spec';
import { detailFieldsOf, INVESTOR_DETAILS_LEGEND } from '../../../entities/profile-form/investor-detail-fields';
import { useProfileSubmit } from '../hooks/use-profile-submit';
import { OnboardingIntro } from './onboarding-intro';
import type { RoleForm } from '../../../entities/profile-form/role-profile-forms';
import { ProfileField } from '../../../entities/profile-form/profile-field';
import '../onboarding.css';

/** A role's onboarding form (spec §2, §3): its fields, the picture, 'Submit' and 'Skip for Now'. */
export function OnboardingForm({ form }: { form: RoleForm }) {
  const navigate = useNavigate();
  // The spec's fields, then (the Investor's) what founders look for.
  const [details] = useState(() => detailFieldsOf(form));
  const state = useProfileSubmit(form, [...form.fields, ...details]);
  const titleId = 'onboarding-title';
  const field = (spec: InputField) => (
    <ProfileField key={spec.name} field={spec} value={state.values[spec.name]} error={state.errors[spec.name]} onChange={state.setValue} />
  );

  return (
    <>
      <SiteHeader />
      <main className="onboarding-page">
        <form className="onboarding-card" onSubmit={state.submit} noValidate aria-labelledby={titleId} aria-busy={state.isSubmitting}>
          <OnboardingIntro form={form} titleId={titleId} />
          {form.fields.filter(isInputField).map(field)}
          {details.length > 0 && (
            <fieldset className="profile-form-section">
              <legend>{INVESTOR_DETAILS_LEGEND}</legend>
              {details.map(field)}
            </fieldset>
          )}
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
