import { useId, useState, type ChangeEvent } from 'react';
import { checkVideoFile, VIDEO_ACCEPT } from '../video-file';

interface Props {
  onChange: (file: File | null) => void;
  disabled?: boolean;
  required?: boolean;
}

/**
 * The labelled 'Video' file input. A file of the wrong type or over 50 MB is refused with the spec's
 * words and the input is cleared, so nothing is sent. Remount it (a new key) to clear it after an upload.
 */
export function VideoFileField({ onChange, disabled, required }: Props) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const reason = file ? checkVideoFile(file) : null;
    setProblem(reason);
    if (reason) event.target.value = '';
    onChange(reason ? null : file);
  }

  return (
    <div className="field">
      <label htmlFor={id}>Video</label>
      <input
        id={id}
        name="video"
        type="file"
        accept={VIDEO_ACCEPT}
        onChange={choose}
        disabled={disabled}
        required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
      />
      <p id={`${id}-hint`} className="field-hint">
        MP4, MPEG, MOV or AVI, up to 50 MB
      </p>
      {problem && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
