import { useMutation } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-client';
import { fetchMyData } from '../api/account-api';
import { saveJsonFile } from '../export-file';

const FALLBACKS = { failed: 'Could not prepare your data. Please try again.', network: 'An error occurred. Please try again later.' };

/** The 'Your data' section of /settings (DESIGN §6.3): one JSON file of everything of the user. */
export function YourDataSection() {
  const mutation = useMutation({
    mutationFn: fetchMyData,
    networkMode: 'always',
    onSuccess: (download) => saveJsonFile(download.fileName, download.text),
  });

  return (
    <section className="settings-section" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p className="settings-hint">
        One JSON file of everything of your account: profile, videos, blogs, talks, comments, likes, messages, connections,
        requests, notifications, blocks, sessions, your job applications, saved jobs and job alerts. Résumé files are not
        included: each application names the one you sent.
      </p>
      {mutation.isError && (
        <p className="form-error" role="alert">
          {errorText(mutation.error, FALLBACKS)}
        </p>
      )}
      <button type="button" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
        {mutation.isPending ? 'Preparing…' : 'Download my data'}
      </button>
    </section>
  );
}
