import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FieldError } from '../../../components/field-error';
import { formatFileSize } from '../../../components/file-size';
import { describedField } from '../../../lib/form-errors';
import { resumeProblem } from '../apply-checks';

interface Props {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The form's word on the field after a submit, or the server's (its 413 or 415). */
  error?: string;
  disabled?: boolean;
}

/** The résumé field: a PDF of at most 5 MB, checked as it is chosen (a refused file is not kept). */
export function ResumePicker({ file, onChange, error, disabled }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { hint: `${id}-hint`, error: `${id}-error` };
  const shown = problem ?? error;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const reason = chosen ? resumeProblem(chosen) : null;
    setProblem(reason);
    if (reason && input.current) input.current.value = '';
    onChange(reason ? null : chosen);
  }

  return (
    <div className="field job-resume-field">
      <label htmlFor={id}>Résumé</label>
      <p id={ids.hint} className="field-hint">
        A PDF of at most 5 MB. Only this startup's team will see it.
      </p>
      <input ref={input} id={id} name="resume" type="file" accept="application/pdf,.pdf" disabled={disabled} onChange={choose} {...describedField(shown, ids)} />
      {file && (
        <p className="job-resume-chosen">
          {file.name} <span className="job-hint">{formatFileSize(file.size)}</span>
        </p>
      )}
      <FieldError id={ids.error} error={shown} live={Boolean(problem)} />
    </div>
  );
}
