import type { ReactNode } from 'react';
import { FieldError } from '../../../components/field-error';
import { describedField } from '../../../lib/form-errors';

interface Props {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** The control, given its id and aria attributes. */
  children: (attributes: { id: string; name: string } & ReturnType<typeof describedField>) => ReactNode;
}

/** One labelled control of the job form, with its hint and error under it. */
export function JobField({ name, label, error, hint, children }: Props) {
  const id = `job-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="job-hint">
          {hint}
        </p>
      )}
      {children({ id, name, ...describedField(error, { hint: hint ? `${id}-hint` : undefined, error: `${id}-error` }) })}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
