import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  rows?: number;
}

/** A labelled text field of the content popups. */
export function TextInput({ label, value, onChange, multiline, maxLength, required, disabled, rows = 4 }: Props) {
  const id = useId();
  const common = { id, value, maxLength, required, disabled, onChange: (event: { target: { value: string } }) => onChange(event.target.value) };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={rows} {...common} /> : <input type="text" autoComplete="off" {...common} />}
    </div>
  );
}
