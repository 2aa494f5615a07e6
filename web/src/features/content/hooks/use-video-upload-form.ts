import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NoSpaceError } from '../../../lib/pending-uploads';
import { showToast } from '../../../lib/toast';
import { contentKeys } from '../../../entities/content/content-keys';
import { onUploadOutcome, startUpload, subscribeUploads, UPLOAD_FAILED_TEXT, uploadsSnapshot, watchUpload, type NewUpload } from '../upload-queue';
import { captureFrame } from '../video-frame';
import { CLOSE_AFTER_SUCCESS_MS, type UploadNotice } from './use-upload';

interface Options {
  open: boolean;
  onClose: () => void;
  /** Clears the form's own fields after the video is published. */
  reset: () => void;
  /** Runs once the upload is kept on the device (it has the title and description from then on). */
  onQueued?: () => void;
  /** What to upload, a problem to show instead, or null to do nothing. */
  prepare: () => NewUpload | string | null;
  /** A frame of the file to show before it plays (video-frame.ts's captureFrame). */
  poster?: (file: File) => Promise<Blob | null>;
}

const BUSY = new Set(['waiting', 'uploading', 'paused', 'publishing']);

/**
 * The video popups' upload (DESIGN §6.7): the file goes into the page's upload queue, which keeps it
 * on the device and sends it resumably; the popup shows its progress, the pause while offline, then
 * the outcome (spec §8), clears the fields and closes 2 s after success.
 */
export function useVideoUploadForm({ open, onClose, reset, onQueued, prepare, poster = captureFrame }: Options) {
  const queryClient = useQueryClient();
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [notice, setNotice] = useState<UploadNotice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Changing the key remounts the file input, the only way to clear a chosen file.
  const [fileKey, setFileKey] = useState(0);
  const view = useSyncExternalStore(subscribeUploads, uploadsSnapshot).find((known) => known.id === uploadId);
  // The upload this popup started, for the queue's outcome listener (set as startUpload answers,
  // before the queue can settle it).
  const startedRef = useRef<string | null>(null);
  const visibleRef = useRef(open);
  const onCloseRef = useRef(onClose);
  const resetRef = useRef(reset);
  useEffect(() => {
    visibleRef.current = open;
    onCloseRef.current = onClose;
    resetRef.current = reset;
  });

  // While the popup shows its upload, the outcome is said here rather than as a toast.
  useEffect(() => (uploadId && open ? watchUpload(uploadId) : undefined), [uploadId, open]);

  // The queue says when that upload is published or fails: the outcome is handled as its event.
  useEffect(
    () =>
      onUploadOutcome((settled) => {
        if (settled.id !== startedRef.current) return;
        startedRef.current = null;
        const ok = settled.phase === 'done';
        setNotice({ ok, text: settled.text ?? UPLOAD_FAILED_TEXT });
        setUploadId(null);
        if (ok) {
          resetRef.current();
          setFileKey((key) => key + 1);
          for (const queryKey of [contentKeys.feed(), contentKeys.videos()]) void queryClient.invalidateQueries({ queryKey });
        }
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!notice?.ok) return;
    const timer = setTimeout(() => onCloseRef.current(), CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const uploading = starting || Boolean(view && BUSY.has(view.phase));

  function close() {
    if (!uploading) setNotice(null);
    setProblem(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    const prepared = prepare();
    setProblem(typeof prepared === 'string' ? prepared : null);
    if (!prepared || typeof prepared === 'string') return;
    setNotice(null);
    setStarting(true);
    poster(prepared.file)
      .catch(() => null)
      .then((frame) => startUpload({ ...prepared, poster: frame }))
      .then((id) => {
        startedRef.current = id;
        setUploadId(id);
        onQueued?.();
      })
      .catch((error: unknown) => {
        const text = error instanceof NoSpaceError ? error.message : UPLOAD_FAILED_TEXT;
        setNotice({ ok: false, text });
        if (!visibleRef.current) showToast(text, 'error');
      })
      .finally(() => setStarting(false));
  }

  return {
    upload: { uploading, paused: view?.phase === 'paused', progress: view ? view.progress : 0, notice },
    problem,
    fileKey,
    close,
    submit,
  };
}
