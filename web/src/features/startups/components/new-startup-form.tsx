import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FileDropZone, type FileFieldSpec } from '../../../components/file-drop-zone';
import { checkImageFile } from '../../../components/image-picker';
import { NeedsNetwork } from '../../../components/needs-network';
import { errorText } from '../../../lib/api-client';
import { useDraft } from '../../../lib/drafts';
import { showErrorsAndFocus } from '../../../lib/form-errors';
import { createStartup, startupKeys } from '../api/startups-api';
import { SECTOR_OPTIONS, STAGE_OPTIONS } from '../startup-filters';
import { EMPTY_STARTUP, TEXT_FIELDS, startupFormData, validateStartup, type StartupFormErrors, type StartupFormValues } from '../startup-form-values';
import { StartupField } from './startup-field';

const FAILED = 'Failed to create the startup';

const LOGO_FIELD: FileFieldSpec = {
  label: 'Logo', name: 'logo', accept: 'image/png,image/jpeg', kind: 'image', hint: 'PNG or JPEG, up to 5 MB', previewAlt: 'Preview of the chosen logo',
  check: (file) => checkImageFile(file)?.replace('Profile picture', 'Logo') ?? null,
};

type TextName = keyof typeof TEXT_FIELDS;

/** /startups/new: a Hustler's startup, created with them as its admin; then its page opens. */
export function NewStartupForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<StartupFormValues>(EMPTY_STARTUP);
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<StartupFormErrors>({});
  // What was typed survives a reload until the startup is created; the chosen logo does not.
  const draft = useDraft('startup-new', values, EMPTY_STARTUP, setValues);
  const mutation = useMutation({
    mutationFn: createStartup,
    onSuccess: async (startup) => {
      draft.clear();
      void queryClient.invalidateQueries({ queryKey: startupKeys.all });
      queryClient.setQueryData(startupKeys.startup(startup.slug), startup);
      await navigate({ to: '/startups/$slug', params: { slug: startup.slug } });
    },
  });
  const saving = mutation.isPending || mutation.isSuccess;

  const set = (name: keyof StartupFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !navigator.onLine) return;
    const found = validateStartup(values);
    if (showErrorsAndFocus(event.currentTarget, found, () => setErrors(found))) return;
    mutation.mutate(startupFormData(values, logo));
  }

  const text = (name: TextName, options: { multiline?: boolean; hint?: string; type?: 'url' } = {}) => (
    <StartupField name={name} label={TEXT_FIELDS[name].label} error={errors[name]} hint={options.hint}>
      {(attributes) =>
        options.multiline ? (
          <textarea {...attributes} rows={5} value={values[name]} maxLength={TEXT_FIELDS[name].maxLength} onChange={(event) => set(name)(event.target.value)} />
        ) : (
          <input {...attributes} type={options.type ?? 'text'} value={values[name]} maxLength={TEXT_FIELDS[name].maxLength} onChange={(event) => set(name)(event.target.value)} />
        )
      }
    </StartupField>
  );
  const choice = (name: 'sector' | 'stage', label: string, options: Array<{ value: string; label: string }>) => (
    <StartupField name={name} label={label} error={errors[name]}>
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
    </StartupField>
  );
  const whole = (name: 'foundedYear' | 'teamSize', label: string) => (
    <StartupField name={name} label={label} error={errors[name]}>
      {(attributes) => <input {...attributes} type="text" inputMode="numeric" value={values[name]} maxLength={6} onChange={(event) => set(name)(event.target.value)} />}
    </StartupField>
  );

  return (
    <form className="startup-form" onSubmit={submit} noValidate aria-labelledby="new-startup-title" aria-busy={saving}>
      <h1 id="new-startup-title">Create a Startup</h1>
      <FileDropZone field={LOGO_FIELD} file={logo} onChange={setLogo} current={null} disabled={saving} />
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
      {mutation.isError && (
        <p className="form-error" role="alert">
          {errorText(mutation.error, { failed: FAILED, network: FAILED })}
        </p>
      )}
      <NeedsNetwork />
      <button type="submit" className="button-primary" disabled={saving}>
        {saving ? 'Creating...' : 'Create Startup'}
      </button>
    </form>
  );
}
