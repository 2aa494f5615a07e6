import { useState } from 'react';
import { formatFileSize } from '../../../components/file-size';
import { Icon } from '../../../components/icon';
import { errorText } from '../../../lib/api-client';
import type { Application } from '../api/applications-api';
import { fetchResume, saveAs } from '../api/resume-download';

const FALLBACKS = { failed: 'Failed to download the résumé', network: 'You are offline. Connect to download the résumé.' };

/** 'Résumé' (its download): fetched with the session's token (a link would carry none), then saved as the file it was uploaded as. */
export function ResumeButton({ application }: { application: Application }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveAs(await fetchResume(application._id), application.resume.name);
    } catch (failure) {
      setError(errorText(failure, FALLBACKS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="applicant-resume"
        aria-label={busy ? 'Downloading résumé' : 'Download résumé'}
        title={`${application.resume.name}, ${formatFileSize(application.resume.size)}`}
        disabled={busy}
        onClick={() => void download()}
      >
        <Icon name="download" size={18} /> Résumé
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
