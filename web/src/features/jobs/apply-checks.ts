import { MAX_APPLICATION_NOTE_LENGTH, MAX_RESUME_BYTES } from '@startupsetu/server-core/contract/application-fields';
import { tooLongProblem } from '../../lib/text-limits';

// The apply form's own checks (DESIGN §7.3), in the api's words for the same refusals (its 415 and 413).

export const RESUME_NOT_PDF = 'Résumé must be a PDF file';
export const RESUME_TOO_LARGE = 'Résumé must be at most 5 MB';
export const RESUME_MISSING = 'Add your résumé: a PDF of at most 5 MB';

/** Why a chosen file cannot be sent as the résumé, or null. A file without a type is judged by its name. */
export function resumeProblem(file: File): string | null {
  const pdf = file.type ? file.type === 'application/pdf' : /\.pdf$/i.test(file.name);
  if (!pdf) return RESUME_NOT_PDF;
  if (file.size > MAX_RESUME_BYTES) return RESUME_TOO_LARGE;
  return null;
}

export type ApplyErrors = Partial<Record<'note' | 'resume', string>>;

/** What is wrong with the form before anything is sent. */
export function applyProblems({ note, resume }: { note: string; resume: File | null }): ApplyErrors {
  const errors: ApplyErrors = {};
  const long = tooLongProblem(note, MAX_APPLICATION_NOTE_LENGTH, 'Your note');
  if (long) errors.note = long;
  if (!resume) errors.resume = RESUME_MISSING;
  else {
    const problem = resumeProblem(resume);
    if (problem) errors.resume = problem;
  }
  return errors;
}
