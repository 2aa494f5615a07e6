import { useCallback, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { describedField } from '../lib/form-errors';
import { FieldError } from './field-error';
import { formatFileSize } from './file-size';
import './file-drop-zone.css';

/** What a kind of file field is: its words, the files it takes and how it checks them. */
export interface FileFieldSpec {
  /** The field's label (spec texts: 'Video', 'Cover Image', 'Profile Picture'). */
  label: string;
  name: string;
  accept: string;
  /** Also the buttons' words: 'Choose video', 'Replace video', 'Remove video'. */
  kind: 'video' | 'image';
  hint: string;
  /** Why a file cannot be used (the spec's words), or null; a refused file is not kept. */
  check: (file: File) => string | null;
  /** The chosen image's preview text for screen readers. */
  previewAlt?: string;
  /** A round preview (a profile picture). */
  round?: boolean;
}

export interface FileDropZoneProps {
  field: FileFieldSpec;
  /** The chosen, accepted file (the form owns it). */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The form's own word on this field after a submit ('Video is required'), or true to mark it only. */
  error?: string | boolean;
  /** What is saved already (a profile picture), shown until a file is chosen. */
  current?: { url: string; alt: string } | null;
  disabled?: boolean;
}

/**
 * A file field as a drop zone (DESIGN §6.8): a real button opens the file chooser, a file can be
 * dropped on it, and the chosen file shows as a preview with its name and size, to replace or
 * remove. The native input stays, labelled, out of sight (no size: it is no touch target); the keyboard reaches the button.
 */
export function FileDropZone({ field, file, onChange, error, current, disabled }: FileDropZoneProps) {
  const { label, name, accept, kind, hint, check } = field;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const ids = { hint: `${id}-hint`, error: `${id}-error` };
  const shownError = problem ?? error;
  const aria = describedField(shownError, ids);

  function take(chosen: File | null) {
    const reason = chosen ? check(chosen) : null;
    setProblem(reason);
    // The input is emptied either way: the form holds the accepted file, and the same file can be chosen again.
    if (inputRef.current) inputRef.current.value = '';
    onChange(reason ? null : chosen);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    // A drop of something else (text, a link) leaves the chosen file as it is.
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) take(dropped);
  }

  function dragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  }

  function dragLeave(event: DragEvent<HTMLDivElement>) {
    // Moving over the zone's own children fires leave too; only leaving the zone ends the highlight.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  const classes = ['file-drop-zone', dragging && 'is-dragging', shownError && 'is-invalid', field.round && 'is-round', disabled && 'is-disabled'];
  return (
    <div className="field file-drop-field">
      <label htmlFor={id}>{label}</label>
      <div className={classes.filter(Boolean).join(' ')} onDragOver={dragOver} onDragEnter={dragOver} onDragLeave={dragLeave} onDrop={drop}>
        <input
          ref={inputRef}
          id={id}
          className="file-drop-input"
          name={name}
          type="file"
          accept={accept}
          tabIndex={-1}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => take(event.target.files?.[0] ?? null)}
          // A submit that finds this field wrong focuses it: the button is where the keyboard works.
          onFocus={() => buttonRef.current?.focus()}
          {...aria}
        />
        <Preview kind={kind} file={file} alt={field.previewAlt} current={current} />
        <div className="file-drop-body">
          {file ? (
            <p className="file-drop-name">
              <span className="file-drop-file">{file.name}</span> <span className="file-drop-size">{formatFileSize(file.size)}</span>
            </p>
          ) : (
            <p className="file-drop-prompt" aria-hidden="true">
              Drop a file here or
            </p>
          )}
          <div className="file-drop-actions">
            <button ref={buttonRef} type="button" onClick={() => inputRef.current?.click()} disabled={disabled} aria-describedby={aria['aria-describedby']}>
              {file ? `Replace ${kind}` : `Choose ${kind}`}
            </button>
            {file && (
              <button type="button" className="file-drop-remove" disabled={disabled} onClick={() => take(null)}>
                {`Remove ${kind}`}
              </button>
            )}
          </div>
          <p id={ids.hint} className="field-hint">
            {hint}
          </p>
        </div>
      </div>
      <FieldError id={ids.error} error={shownError} live={Boolean(problem)} />
    </div>
  );
}

function Preview({ kind, file, alt, current }: { kind: 'video' | 'image'; file: File | null; alt?: string; current?: FileDropZoneProps['current'] }) {
  const showFile = useFilePreview(file, kind);
  if (file && kind === 'video') return <video ref={showFile} className="file-drop-preview" muted playsInline preload="metadata" aria-hidden="true" />;
  if (file) return <img ref={showFile} className="file-drop-preview" alt={alt ?? 'Preview of the chosen image'} />;
  if (current) return <img className="file-drop-preview" src={current.url} alt={current.alt} />;
  return (
    <span className="file-drop-preview file-drop-icon" aria-hidden="true">
      {kind === 'video' ? '▶' : '＋'}
    </span>
  );
}

/**
 * The chosen file's preview, given to its element as it attaches: an object URL made for the file
 * and revoked when the file changes or the element goes. The URL lives with the element (a ref with
 * a cleanup), so no state waits for an effect to hold it.
 */
function useFilePreview(file: File | null, kind: 'video' | 'image') {
  return useCallback(
    (element: HTMLImageElement | HTMLVideoElement | null) => {
      if (!element || !file) return;
      const url = URL.createObjectURL(file);
      // '#t=0.1' shows a frame rather than a blank box; the name beside it says what it is.
      element.src = kind === 'video' ? `${url}#t=0.1` : url;
      return () => URL.revokeObjectURL(url);
    },
    [file, kind],
  );
}
