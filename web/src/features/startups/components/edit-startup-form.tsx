import { useMemo, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FileDropZone } from '../../../components/file-drop-zone';
import { NeedsNetwork } from '../../../components/needs-network';
import { errorText } from '../../../lib/api-client';
import { startupKeys, updateStartup, type Startup } from '../api/startups-api';
import { useStartupForm } from '../hooks/use-startup-form';
import { editedStartupFormData, startupFormValuesOf } from '../startup-form-values';
import { LOGO_FIELD, StartupFormFields } from './startup-form-fields';

const FAILED = 'Failed to save the startup';

/** An admin's edit of the startup: the new-startup form's fields, filled in, and a new logo; then its page opens. */
export function EditStartupForm({ startup }: { startup: Startup }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const initial = useMemo(() => startupFormValuesOf(startup), [startup]);
  // What was typed survives a reload until it is saved (a draft per startup); the chosen logo does not.
  const { values, set, logo, setLogo, errors, checked, draft } = useStartupForm(`startup-edit-${startup.slug}`, initial);
  const mutation = useMutation({
    mutationFn: (form: FormData) => updateStartup(startup.slug, form),
    onSuccess: async (saved) => {
      draft.clear();
      queryClient.setQueryData(startupKeys.startup(saved.slug), saved);
      void queryClient.invalidateQueries({ queryKey: [...startupKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...startupKeys.all, 'member'] });
      await navigate({ to: '/startups/$slug', params: { slug: saved.slug } });
    },
  });
  const saving = mutation.isPending || mutation.isSuccess;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !navigator.onLine) return;
    if (checked(event.currentTarget)) mutation.mutate(editedStartupFormData(values, logo));
  }

  const current = startup.logo ? { url: startup.logo, alt: `The current logo of ${startup.name}` } : null;
  return (
    <form className="startup-form" onSubmit={submit} noValidate aria-labelledby="edit-startup-title" aria-busy={saving}>
      <h1 id="edit-startup-title">Edit Startup</h1>
      <FileDropZone field={LOGO_FIELD} file={logo} onChange={setLogo} current={current} disabled={saving} />
      <StartupFormFields values={values} errors={errors} set={set} />
      {mutation.isError && (
        <p className="form-error" role="alert">
          {errorText(mutation.error, { failed: FAILED, network: FAILED })}
        </p>
      )}
      <NeedsNetwork />
      <div className="startup-form-actions">
        <button type="submit" className="button-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
        <button type="button" onClick={() => void navigate({ to: '/startups/$slug', params: { slug: startup.slug } })} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
