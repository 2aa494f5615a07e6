import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/toast';
import { contentKeys } from '../../../entities/content/content-keys';
import {
  isWatched,
  onUploadHandedOver,
  onUploadOutcome,
  removeUpload,
  resumeUploads,
  retryUpload,
  stopUploads,
  subscribeUploads,
  uploadsSnapshot,
  type UploadView,
} from '../upload-queue';
import { PAUSED_TEXT } from './upload-status';
import '../uploads-tray.css';

function stateText(view: UploadView): string {
  switch (view.phase) {
    case 'waiting':
      return 'Waiting to upload…';
    case 'uploading':
      return `Uploading… ${view.progress}%`;
    case 'paused':
      return `${PAUSED_TEXT} (${view.progress}%)`;
    case 'publishing':
      return 'Publishing…';
    default:
      return view.text ?? '';
  }
}

function TrayItem({ view }: { view: UploadView }) {
  const failed = view.phase === 'failed';
  return (
    <li className="uploads-tray-item">
      <span className="uploads-tray-title" title={view.title}>
        {view.title}
      </span>
      <progress max={100} value={view.progress} aria-label={`Upload of ${view.title}`} />
      {failed ? (
        <>
          <p className="uploads-tray-error" role="alert">
            {view.text}
          </p>
          <div className="uploads-tray-actions">
            <button type="button" onClick={() => void retryUpload(view.id)} aria-label={`Retry upload of ${view.title}`}>
              Retry
            </button>
            <button type="button" onClick={() => void removeUpload(view.id)} aria-label={`Remove upload of ${view.title}`}>
              Remove
            </button>
          </div>
        </>
      ) : (
        <span role="status">{stateText(view)}</span>
      )}
    </li>
  );
}

/**
 * The signed-in user’s pitch uploads kept on this device (DESIGN §6.7), above the page: each with its
 * progress and state, a failed one with Retry and Remove. Mounting it resumes the kept uploads.
 */
export function UploadsTray() {
  const queryClient = useQueryClient();
  const views = useSyncExternalStore(subscribeUploads, uploadsSnapshot).filter((view) => view.phase !== 'done');

  useEffect(() => {
    void resumeUploads();
    return stopUploads;
  }, []);

  useEffect(
    () =>
      onUploadOutcome((view) => {
        const done = view.phase === 'done';
        if (done) for (const queryKey of [contentKeys.feed(), contentKeys.videos()]) void queryClient.invalidateQueries({ queryKey });
        // An upload whose popup is closed (or that a reload took from it) tells its outcome here.
        if (!isWatched(view.id) && view.text) showToast(view.text, done ? 'success' : 'error');
      }),
    [queryClient],
  );

  // The worker may publish it with no page open: the lists kept on the device are read again next time.
  useEffect(
    () =>
      onUploadHandedOver(() => {
        for (const queryKey of [contentKeys.feed(), contentKeys.videos()]) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }),
    [queryClient],
  );

  if (views.length === 0) return null;
  return (
    <aside className="uploads-tray" aria-label="Uploads">
      <h2 className="uploads-tray-heading">Uploads</h2>
      <ul>
        {views.map((view) => (
          <TrayItem key={view.id} view={view} />
        ))}
      </ul>
    </aside>
  );
}
