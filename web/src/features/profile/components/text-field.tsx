import { MAX_TEXT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { FieldError } from '../../../components/field-error';
import { describedField } from '../../../lib/form-errors';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  hint?: string;
  error?: string;
  required?: boolean;
  autoComplete?: string;
  type?: 'text' | 'tel';
  onBlur?: () => void;
}

/** One labelled text input (or textarea) of the update form, with its hint and error. */
export function TextField({ name, label, value, onChange, multiline, hint, error, required, ...rest }: Props) {
  const id = `update-${name}`;
  const common = {
    id,
    name,
    value,
    maxLength: MAX_TEXT_LENGTH,
    ...describedField(error, { hint: hint ? `${id}-hint` : undefined, error: `${id}-error` }),
    'aria-required': required || undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="profile-hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} onBlur={rest.onBlur} />
      ) : (
        <input
          {...common}
          type={rest.type ?? 'text'}
          autoComplete={rest.autoComplete}
          onChange={(event) => onChange(event.target.value)}
          onBlur={rest.onBlur}
        />
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
