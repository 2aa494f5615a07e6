import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FileDropZone } from '../../../components/file-drop-zone';
import { NeedsNetwork } from '../../../components/needs-network';
import { errorText } from '../../../lib/api-client';
import { createStartup, startupKeys } from '../api/startups-api';
import { useStartupForm } from '../hooks/use-startup-form';
import { EMPTY_STARTUP, startupFormData } from '../startup-form-values';
import { LOGO_FIELD, StartupFormFields } from './startup-form-fields';

const FAILED = 'Failed to create the startup';

/** /startups/new: a Hustler's startup, created with them as its admin; then its page opens. */
export function NewStartupForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // What was typed survives a reload until the startup is created; the chosen logo does not.
  const { values, set, logo, setLogo, errors, checked, draft } = useStartupForm('startup-new', EMPTY_STARTUP);
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !navigator.onLine) return;
    if (checked(event.currentTarget)) mutation.mutate(startupFormData(values, logo));
  }

  return (
    <form className="startup-form" onSubmit={submit} noValidate aria-labelledby="new-startup-title" aria-busy={saving}>
      <h1 id="new-startup-title">Create a Startup</h1>
      <FileDropZone field={LOGO_FIELD} file={logo} onChange={setLogo} current={null} disabled={saving} />
      <StartupFormFields values={values} errors={errors} set={set} />
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
