import { useId } from 'react';
import { FieldError } from '../../../components/field-error';
import { describedField } from '../../../lib/form-errors';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  rows?: number;
  /** Its message after a submit, or true when the popup's own message says what is missing. */
  error?: string | boolean;
}

/** A labelled text field of the content popups. */
export function TextInput({ label, value, onChange, multiline, maxLength, required, disabled, rows = 4, error }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    maxLength,
    disabled,
    'aria-required': required || undefined,
    ...describedField(error, { error: errorId }),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={rows} {...common} /> : <input type="text" autoComplete="off" {...common} />}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
