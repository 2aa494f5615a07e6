import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { NEEDS_NETWORK_TEXT } from '../../../lib/drafts';
import { showToast } from '../../../lib/toast';
import { uploadForm, uploadOutcome } from '../api/upload';

/** Offline, a popup keeps what was typed (a draft) and says it needs the network. */
export const OFFLINE_UPLOAD_TEXT = NEEDS_NETWORK_TEXT;
/** Spec §4 and §9: a popup closes 2 seconds after a successful upload. */
export const CLOSE_AFTER_SUCCESS_MS = 2000;

export interface UploadNotice {
  ok: boolean;
  text: string;
}

interface Options {
  url: string;
  /** Shown when a failure has no `error` from the server. */
  failedText: string;
  /** Lists that show what was uploaded. */
  invalidates: QueryKey[];
  /** Whether the popup is on screen; when it is not, the outcome comes as a toast instead. */
  visible: boolean;
  /** Runs after a successful upload, e.g. to clear the fields. */
  onUploaded: () => void;
  /** Runs CLOSE_AFTER_SUCCESS_MS after a successful upload. */
  onClose: () => void;
}

/** A popup's upload: progress, the outcome's words (spec §8), refreshed lists, closing after success. */
export function useUpload({ url, failedText, invalidates, visible, onUploaded, onClose }: Options) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(0);
  const [notice, setNotice] = useState<UploadNotice | null>(null);
  const visibleRef = useRef(visible);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    visibleRef.current = visible;
    onCloseRef.current = onClose;
  });

  const mutation = useMutation({
    mutationFn: (form: FormData) => {
      setProgress(0);
      return uploadForm(url, form, setProgress);
    },
    // Here rather than in mutate's callbacks, so the lists refresh even if the popup went away.
    onSuccess: () => {
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
    },
  });

  useEffect(() => {
    if (!notice?.ok) return;
    const timer = setTimeout(() => onCloseRef.current(), CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  function submit(form: FormData) {
    if (!navigator.onLine) {
      setNotice({ ok: false, text: OFFLINE_UPLOAD_TEXT });
      return;
    }
    setNotice(null);
    mutation.mutate(form, {
      onSettled: (reply, error) => {
        const outcome = uploadOutcome(error, reply, { failed: failedText });
        setNotice(outcome);
        if (outcome.ok) onUploaded();
        if (!visibleRef.current) showToast(outcome.text, outcome.ok ? 'success' : 'error');
      },
    });
  }

  return {
    submit,
    uploading: mutation.isPending,
    progress,
    notice,
    /** Forget the last outcome (when the popup is opened again or a field changes). */
    clearNotice: () => setNotice(null),
  };
}
