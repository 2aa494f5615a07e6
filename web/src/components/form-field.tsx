import type { ReactNode } from 'react';
import { describedField } from '../lib/form-errors';
import { FieldError } from './field-error';

interface Props {
  /** The form's name, which the control's id starts with ('startup' → startup-city). */
  form: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** The control, given its id and aria attributes. */
  children: (attributes: { id: string; name: string } & ReturnType<typeof describedField>) => ReactNode;
}

/** One labelled control of a form, with its hint and error under it. */
export function FormField({ form, name, label, error, hint, children }: Props) {
  const id = `${form}-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {children({ id, name, ...describedField(error, { hint: hint ? `${id}-hint` : undefined, error: `${id}-error` }) })}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
