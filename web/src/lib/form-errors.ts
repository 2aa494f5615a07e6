import { flushSync } from 'react-dom';
import { ApiError } from './api-client';

/** The field a 400 reply names (`field`) and its message, for the form to show under that input. */
export function serverFieldError(error: unknown): { field: string; message: string } | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.message) return undefined;
  const field = (error.body as { field?: unknown } | null)?.field;
  return typeof field === 'string' && field ? { field, message: error.message } : undefined;
}

/**
 * Every form's way of saying what is wrong (DESIGN §6.8): `show` sets the errors and is drawn at
 * once, then the focus goes to the first field marked aria-invalid, whose aria-describedby reads
 * out its message. Returns whether anything in the form is wrong.
 */
export function showErrorsAndFocus(form: HTMLFormElement | null, show: () => void): boolean {
  flushSync(show);
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
  return Boolean(first);
}

/** The aria attributes of a field with an optional hint and error (ids of the texts under it). */
export function describedField(error: string | boolean | undefined, ids: { hint?: string; error: string }) {
  const describedBy = [ids.hint, typeof error === 'string' && error ? ids.error : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}
