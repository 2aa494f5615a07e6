import { flushSync } from 'react-dom';
import { ApiError } from './api-client';

/** The field a 400 reply names (`field`) and its message, for the form to show under that input. */
export function serverFieldError(error: unknown): { field: string; message: string } | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.message) return undefined;
  const field = (error.body as { field?: unknown } | null)?.field;
  return typeof field === 'string' && field ? { field, message: error.message } : undefined;
}

/**
 * Every form's way of saying what is wrong (DESIGN §6.8): `show` sets the errors found (`found`:
 * the messages by field, or whether any) and is drawn at once; when there are any, the focus goes
 * to the first field marked aria-invalid, whose aria-describedby reads out its message. Returns
 * whether any were found, so the submit stops there.
 */
export function showErrorsAndFocus(form: HTMLFormElement | null, found: object | boolean, show: () => void): boolean {
  const wrong = typeof found === 'boolean' ? found : Object.values(found).some(Boolean);
  flushSync(show);
  // Found by the form's own checks only: a server's word still shown from the last try does not stop this one.
  if (wrong) form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  return wrong;
}

/** The aria attributes of a field with an optional hint and error (ids of the texts under it). */
export function describedField(error: string | boolean | undefined, ids: { hint?: string; error: string }) {
  const describedBy = [ids.hint, typeof error === 'string' && error ? ids.error : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}
