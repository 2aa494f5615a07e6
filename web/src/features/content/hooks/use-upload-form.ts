import { useState, type FormEvent } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useOnline } from './use-online';
import { useUpload } from './use-upload';

interface Options {
  url: string;
  failedText: string;
  invalidates: QueryKey[];
  open: boolean;
  onClose: () => void;
  /** Clears the form's own fields after a successful upload. */
  reset: () => void;
  /** What to send: the request body, a problem to show instead, or null to do nothing. */
  prepare: () => FormData | string | null;
}

/** The wiring every upload popup shares: validate, send, show the outcome, clear, close. */
export function useUploadForm({ url, failedText, invalidates, open, onClose, reset, prepare }: Options) {
  const online = useOnline();
  const [problem, setProblem] = useState<string | null>(null);
  // Changing the key remounts the file input, the only way to clear a chosen file.
  const [fileKey, setFileKey] = useState(0);
  const upload = useUpload({
    url,
    failedText,
    invalidates,
    visible: open,
    onUploaded: () => {
      reset();
      setFileKey((key) => key + 1);
    },
    onClose: () => close(),
  });

  function close() {
    if (!upload.uploading) upload.clearNotice();
    setProblem(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (upload.uploading) return;
    const prepared = prepare();
    setProblem(typeof prepared === 'string' ? prepared : null);
    if (prepared instanceof FormData) upload.submit(prepared);
  }

  return { upload, online, problem, fileKey, close, submit };
}
