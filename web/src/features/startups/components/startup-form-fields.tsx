import type { FileFieldSpec } from '../../../components/file-drop-zone';
import { checkImageFile } from '../../../components/image-picker';
import { SECTOR_OPTIONS, STAGE_OPTIONS } from '../startup-filters';
import { TEXT_FIELDS, type StartupFormErrors, type StartupFormValues } from '../startup-form-values';
import { FormField } from '../../../components/form-field';

export const LOGO_FIELD: FileFieldSpec = {
  label: 'Logo', name: 'logo', accept: 'image/png,image/jpeg', kind: 'image', hint: 'PNG or JPEG, up to 5 MB', previewAlt: 'Preview of the chosen logo',
  check: (file) => checkImageFile(file, 'Logo'),
};

type TextName = keyof typeof TEXT_FIELDS;

interface Props {
  values: StartupFormValues;
  errors: StartupFormErrors;
  set: (name: keyof StartupFormValues) => (value: string) => void;
}

/** The startup form's fields after its logo, as the new-startup form and the edit form show them. */
export function StartupFormFields({ values, errors, set }: Props) {
  const text = (name: TextName, options: { multiline?: boolean; hint?: string; type?: 'url' } = {}) => (
    <FormField form="startup" name={name} label={TEXT_FIELDS[name].label} error={errors[name]} hint={options.hint}>
      {(attributes) =>
        options.multiline ? (
          <textarea {...attributes} rows={5} value={values[name]} maxLength={TEXT_FIELDS[name].maxLength} onChange={(event) => set(name)(event.target.value)} />
        ) : (
          <input {...attributes} type={options.type ?? 'text'} value={values[name]} maxLength={TEXT_FIELDS[name].maxLength} onChange={(event) => set(name)(event.target.value)} />
        )
      }
    </FormField>
  );
  const choice = (name: 'sector' | 'stage', label: string, options: Array<{ value: string; label: string }>) => (
    <FormField form="startup" name={name} label={label} error={errors[name]}>
      {(attributes) => (
        <select {...attributes} value={values[name]} onChange={(event) => set(name)(event.target.value)}>
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const whole = (name: 'foundedYear' | 'teamSize', label: string) => (
    <FormField form="startup" name={name} label={label} error={errors[name]}>
      {(attributes) => <input {...attributes} type="text" inputMode="numeric" value={values[name]} maxLength={6} onChange={(event) => set(name)(event.target.value)} />}
    </FormField>
  );

  return (
    <>
      {text('name')}
      {text('oneLiner', { hint: 'What it does, in one line (up to 140 characters)' })}
      {choice('sector', 'Sector', SECTOR_OPTIONS)}
      {choice('stage', 'Stage', STAGE_OPTIONS)}
      {text('city')}
      {text('description', { multiline: true })}
      {whole('foundedYear', 'Founded Year')}
      {whole('teamSize', 'Team Size')}
      {text('website', { type: 'url', hint: 'Such as https://example.in' })}
      {text('dpiitNumber', { hint: 'If the startup is recognised by DPIIT' })}
    </>
  );
}
