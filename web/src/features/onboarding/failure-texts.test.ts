import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { failureTexts } from './failure-texts';
import { ROLE_FORMS } from '../../entities/profile-form/role-profile-forms';

describe('failureTexts', () => {
  it("shows the server's message, else the fallback", () => {
    expect(failureTexts(ROLE_FORMS.hustler, new ApiError(403, 'This form is for Hustler accounts', null))).toEqual({
      alert: 'This form is for Hustler accounts',
    });
    expect(failureTexts(ROLE_FORMS.cofounder, new ApiError(500, '', null))).toEqual({ alert: 'Error updating profile' });
  });

  it('says the form could not be sent when the network failed', () => {
    expect(failureTexts(ROLE_FORMS.jobseeker, new NetworkError(new TypeError('offline')))).toEqual({
      alert: 'An error occurred while submitting the form.',
    });
  });

  it("keeps the Investor form's own wording and shows the server's reason beside it", () => {
    expect(failureTexts(ROLE_FORMS.investor, new ApiError(400, 'contactEmail must be an email', null))).toEqual({
      alert: 'There was an error submitting your data.',
      detail: 'contactEmail must be an email',
    });
    expect(failureTexts(ROLE_FORMS.investor, new NetworkError(null))).toEqual({
      alert: 'There was an error submitting your data.',
    });
  });
});
