import type { UploadNotice } from '../hooks/use-upload';
import { OFFLINE_UPLOAD_TEXT } from '../hooks/use-upload';

/** A resumable upload while the browser is offline (DESIGN §6.7). */
export const PAUSED_TEXT = 'Paused, waiting for the network';

interface Props {
  uploading: boolean;
  /** A resumable upload waiting for the network (it goes on by itself). */
  paused?: boolean;
  /** Whole percent, or null while unknown. */
  progress: number | null;
  notice: UploadNotice | null;
  /** The form's own problem (validation), shown like a failure. */
  problem?: string | null;
  online: boolean;
}

/** Progress while uploading, then the outcome; the offline note while there is no network. */
export function UploadStatus({ uploading, paused = false, progress, notice, problem, online }: Props) {
  const message: UploadNotice | null = problem
    ? { ok: false, text: problem }
    : notice ?? (!online && !uploading ? { ok: false, text: OFFLINE_UPLOAD_TEXT } : null);

  return (
    <>
      {uploading && (
        <div className="upload-progress">
          <progress max={100} value={progress ?? undefined} aria-label="Upload progress" />
          <span aria-live="polite">
            {paused ? `${PAUSED_TEXT} (${progress ?? 0}%)` : progress === null ? 'Uploading...' : `${progress}%`}
          </span>
        </div>
      )}
      {message && (
        <p className={message.ok ? 'content-success' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </>
  );
}
