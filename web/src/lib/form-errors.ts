import { ApiError } from './api-client';

/** The field a 400 reply names (`field`) and its message, for the form to show under that input. */
export function serverFieldError(error: unknown): { field: string; message: string } | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.message) return undefined;
  const field = (error.body as { field?: unknown } | null)?.field;
  return typeof field === 'string' && field ? { field, message: error.message } : undefined;
}
