import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import './image-picker.css';

/** The server's own limit for profile pictures (5 MB); it checks the bytes too, this saves a round trip. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_EXTENSIONS = /\.(png|jpe?g)$/i;

/** Why a chosen file cannot be a profile picture, or null when it can. */
export function checkImageFile(file: { name: string; type: string; size: number }): string | null {
  // Some systems give no declared type; the name is the next best hint (the server checks the bytes).
  const typeOk = file.type ? IMAGE_TYPES.includes(file.type) : IMAGE_EXTENSIONS.test(file.name);
  if (!typeOk) return 'Profile picture must be a PNG or JPEG image';
  if (file.size > MAX_IMAGE_BYTES) return 'Profile picture must be at most 5 MB';
  return null;
}

/** A preview URL for the chosen file, revoked when the file changes or the picker goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

interface ImagePickerProps {
  /** The chosen, accepted file (controlled by the form). */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The picture already saved, shown until a new one is chosen. */
  currentUrl?: string | null;
  label?: string;
  disabled?: boolean;
}

/** Labelled 'Profile Picture' file input (PNG or JPEG, up to 5 MB) with a preview. */
export function ImagePicker({ file, onChange, currentUrl, label = 'Profile Picture', disabled }: ImagePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const shownUrl = previewUrl ?? currentUrl ?? null;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const reason = chosen ? checkImageFile(chosen) : null;
    setProblem(reason);
    if (reason) event.target.value = '';
    onChange(reason ? null : chosen);
  }

  function remove() {
    if (inputRef.current) inputRef.current.value = '';
    setProblem(null);
    onChange(null);
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field image-picker">
      <label htmlFor={id}>{label}</label>
      <div className="image-picker-body">
        <div className="image-picker-preview" aria-live="polite">
          {shownUrl ? (
            <img src={shownUrl} alt={previewUrl ? 'Preview of the chosen picture' : 'Your current picture'} />
          ) : (
            <span className="image-picker-empty">No Pic</span>
          )}
        </div>
        <div className="image-picker-controls">
          <input
            ref={inputRef}
            id={id}
            name="profilePic"
            type="file"
            accept="image/png,image/jpeg"
            onChange={choose}
            disabled={disabled}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          />
          <p id={hintId} className="image-picker-hint">
            PNG or JPEG, up to 5 MB
          </p>
          {file && (
            <button type="button" className="image-picker-remove" onClick={remove} disabled={disabled}>
              Remove picture
            </button>
          )}
        </div>
      </div>
      {problem && (
        <p id={errorId} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
