import { useId, useState, type FormEvent } from 'react';
import { tooLongProblem } from '../../../lib/text-limits';
import { FieldError } from '../../../components/field-error';
import { describedField, showErrorsAndFocus } from '../../../lib/form-errors';

export interface EditField {
  name: string;
  label: string;
  value: string;
  maxLength: number;
  multiline?: boolean;
  /** A required field cannot be saved blank. */
  required?: boolean;
}

interface Props {
  fields: EditField[];
  /** Saves the trimmed values; the form stays open with the text if it fails. */
  onSave: (values: Record<string, string>) => Promise<void>;
  onCancel: () => void;
}

/** An item's fields, edited where the item shows: 'Save Changes' or 'Cancel'. */
export function EditInPlace({ fields, onSave, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((field) => [field.name, field.value])));
  const [error, setError] = useState('');
  // The required fields left blank at the last Save, each said under itself.
  const [blanks, setBlanks] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]));
    const found = Object.fromEntries(fields.filter((field) => field.required && !trimmed[field.name]).map((field) => [field.name, `${field.label} is required`]));
    if (showErrorsAndFocus(event.currentTarget, found, () => setBlanks(found))) return;
    // A text over its limit is refused with the limit named, never cut.
    const tooLong = fields.map((field) => tooLongProblem(trimmed[field.name] ?? '', field.maxLength, field.label)).find(Boolean);
    if (tooLong) {
      setError(tooLong);
      return;
    }
    setSaving(true);
    setError('');
    try {
      await onSave(trimmed);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Could not save. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="edit-in-place" onSubmit={submit} noValidate>
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        const common = {
          id: inputId,
          value: values[field.name] ?? '',
          onChange: (event: { target: { value: string } }) => setValues({ ...values, [field.name]: event.target.value }),
          ...describedField(blanks[field.name], { error: `${inputId}-error` }),
        };
        return (
          <div key={field.name} className="edit-in-place-field">
            <label htmlFor={inputId}>{field.label}</label>
            {field.multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
            <FieldError id={`${inputId}-error`} error={blanks[field.name]} />
          </div>
        );
      })}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="edit-in-place-actions">
        <button type="submit" disabled={saving}>
          Save Changes
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
