import { describedField } from '../lib/form-errors';
import { FieldError } from './field-error';

export interface LabelledInputProps {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}

/** A labelled input with its error under it (`aria-describedby`). */
export function LabelledInput({ name, label, type, autoComplete, value, error, onChange, autoFocus }: LabelledInputProps) {
  const errorId = `${name}-error`;
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
        {...describedField(error, { error: errorId })}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
