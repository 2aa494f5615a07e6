import { ApiError, errorText } from '../../lib/api-client';
import type { RoleForm } from '../../entities/profile-form/role-profile-forms';

/** Spec §8's fallbacks for the profile forms. */
export const SUBMIT_FALLBACKS = {
  failed: 'Error updating profile',
  network: 'An error occurred while submitting the form.',
};

/**
 * What to tell the user when a submit fails: `alert` for the in-app alert, and `detail` (the server's
 * own reason) only when the alert's fixed wording would otherwise hide it.
 */
export function failureTexts(form: Pick<RoleForm, 'failureText'>, error: unknown): { alert: string; detail?: string } {
  if (!form.failureText) return { alert: errorText(error, SUBMIT_FALLBACKS) };
  const reason = error instanceof ApiError && error.message ? error.message : undefined;
  return reason ? { alert: form.failureText, detail: reason } : { alert: form.failureText };
}
