import { MAX_TEXT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { formatRupees } from '@startupsetu/server-core/contract/job-fields';
import { describedField } from '../../lib/form-errors';
import type { FieldValue, InputField } from './profile-field-spec';
import { FieldError } from '../../components/field-error';
import { PortfolioField } from './portfolio-field';
import './profile-field.css';

// The server rejects longer text (contract: 2000 characters per field).

interface Props {
  field: InputField;
  value: FieldValue | undefined;
  error?: string;
  onChange: (name: string, value: FieldValue) => void;
}

/** One labelled input of a role form, drawn from its spec. */
export function ProfileField({ field, value, error, onChange }: Props) {
  const id = `profile-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const aria = describedField(error, { hint: hintId, error: errorId });
  const text = typeof value === 'string' ? value : '';
  const hint = field.hint && (
    <p id={hintId} className="profile-field-hint">
      {field.hint}
    </p>
  );
  const errorText = <FieldError id={errorId} error={error} />;

  if (field.kind === 'portfolio') {
    return <PortfolioField field={field} value={value} error={error} hint={hint} errorText={errorText} describedBy={aria['aria-describedby']} onChange={onChange} />;
  }

  if (field.kind === 'checkboxes') {
    const chosen = Array.isArray(value) ? value : [];
    const toggle = (option: string, on: boolean) =>
      // Kept in the option order, whatever order they were ticked in.
      onChange(field.name, field.options.map((o) => o.value).filter((v) => (v === option ? on : chosen.includes(v))));
    return (
      <fieldset className="field profile-field-choices" aria-describedby={aria['aria-describedby']}>
        <legend>{field.label}</legend>
        {hint}
        {field.options.map((option) => (
          <label key={option.value} className="profile-field-choice">
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
        {errorText}
      </fieldset>
    );
  }

  const common = {
    id,
    name: field.name,
    ...aria,
  };
  let control;
  switch (field.kind) {
    case 'select':
      control = (
        <select {...common} value={text} onChange={(event) => onChange(field.name, event.target.value)}>
          {field.defaultValue === undefined && <option value="">Choose one</option>}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'rupees': {
      // A stored amount the list does not offer (sent by another client) is shown too.
      const amounts = text && !field.amounts.includes(Number(text)) ? [...field.amounts, Number(text)].sort((a, b) => a - b) : field.amounts;
      control = (
        <select {...common} value={text} onChange={(event) => onChange(field.name, event.target.value)}>
          <option value="">Not said</option>
          {amounts.map((amount) => (
            <option key={amount} value={String(amount)}>
              {formatRupees(amount)}
            </option>
          ))}
        </select>
      );
      break;
    }
    case 'range':
      control = (
        <div className="profile-field-range">
          <input
            {...common}
            type="range"
            min={field.min}
            max={field.max}
            step={1}
            value={text}
            onChange={(event) => onChange(field.name, event.target.value)}
          />
          <output htmlFor={id} aria-hidden="true">
            {text}
          </output>
        </div>
      );
      break;
    case 'textarea':
      control = (
        <textarea
          {...common}
          rows={3}
          maxLength={field.maxLength ?? MAX_TEXT_LENGTH}
          placeholder={field.placeholder}
          value={text}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          type={field.kind === 'comma-list' ? 'text' : field.kind}
          autoComplete={'autoComplete' in field ? field.autoComplete : undefined}
          maxLength={('maxLength' in field && field.maxLength) || MAX_TEXT_LENGTH}
          placeholder={field.placeholder}
          value={text}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      );
  }

  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      {hint}
      {control}
      {errorText}
    </div>
  );
}
