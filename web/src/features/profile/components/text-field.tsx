import { MAX_TEXT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import type { Ref } from 'react';

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
  inputRef?: Ref<HTMLInputElement>;
}

/** One labelled text input (or textarea) of the update form, with its hint and error. */
export function TextField({ name, label, value, onChange, multiline, hint, error, required, inputRef, ...rest }: Props) {
  const id = `update-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    maxLength: MAX_TEXT_LENGTH,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
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
          ref={inputRef}
          type={rest.type ?? 'text'}
          autoComplete={rest.autoComplete}
          onChange={(event) => onChange(event.target.value)}
          onBlur={rest.onBlur}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
