import { useState, type ReactNode } from 'react';
import { errorText } from '../lib/api-client';
import { fetchPrivateFile, saveAs } from '../lib/private-file';
import { formatFileSize } from './file-size';
import { Icon } from './icon';

interface Props {
  /** The api path that serves the file to those allowed. */
  path: string;
  file: { name: string; size: number };
  /** What the file is, in words: 'résumé', 'document'. */
  what: string;
  className?: string;
  children: ReactNode;
}

/** A private file's download: fetched with the session's token (a link would carry none), then saved as the file it was sent as. */
export function PrivateFileButton({ path, file, what, className, children }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveAs(await fetchPrivateFile(path), file.name);
    } catch (failure) {
      setError(errorText(failure, { failed: `Failed to download the ${what}`, network: `You are offline. Connect to download the ${what}.` }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={busy ? `Downloading ${what}` : `Download ${what}`}
        title={`${file.name}, ${formatFileSize(file.size)}`}
        disabled={busy}
        onClick={() => void download()}
      >
        <Icon name="download" size={18} /> {children}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
