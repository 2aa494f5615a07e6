import { useId } from 'react';
import { FieldError } from '../../../components/field-error';
import { describedField } from '../../../lib/form-errors';
import { lengthCounter, tooLongProblem } from '../../../lib/text-limits';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  /** Its limit: near it a counter shows, over it the limit is named; the text is never cut. */
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
  const counter = maxLength ? lengthCounter(value, maxLength) : null;
  const shownError = error || (maxLength ? (tooLongProblem(value, maxLength, label) ?? undefined) : undefined);
  const common = {
    id,
    value,
    disabled,
    'aria-required': required || undefined,
    ...describedField(shownError, { error: errorId, hint: counter ? `${id}-count` : undefined }),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={rows} {...common} /> : <input type="text" autoComplete="off" {...common} />}
      {counter && (
        <p id={`${id}-count`} className="content-counter field-hint">
          {counter}
        </p>
      )}
      <FieldError id={errorId} error={shownError} />
    </div>
  );
}
