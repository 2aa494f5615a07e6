import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DialogCloseButton } from '../../components/dialog-close-button';
import { FieldError } from '../../components/field-error';
import { useModalDialog } from '../../components/use-modal-dialog';
import { describedField, showErrorsAndFocus } from '../../lib/form-errors';

// The dialog that asks why (a report, an appeal): its own checks first, then one send; the dialog
// closes once it is sent, or says what went wrong and stays. Shown while mounted.

interface Props {
  /** The dialog's own classes; the title has none unless given. */
  classes: { dialog: string; title?: string; form: string; actions: string };
  title: ReactNode;
  /** Under the title, above the form. */
  lead?: ReactNode;
  /** The fields. */
  children: ReactNode;
  submitLabel: string;
  /** The submit button's words while sending; the dialog is then aria-busy too. */
  sendingLabel?: string;
  /** Escape closes this dialog only, not the chat box or menu around it. */
  keepEscape?: boolean;
  /** The form's own checks: what they found (as showErrorsAndFocus takes it) and how to show it. */
  check: () => { found: object | boolean; show: () => void };
  /** Sends; once it resolves the dialog closes. */
  send: () => Promise<void>;
  /** What to say of a failed send, or null when the failure was dealt with and the dialog closes. */
  failed: (error: unknown) => string | null;
  /** Called once the dialog has closed, however it closed. */
  onClose: () => void;
}

export function ReasonDialog({ classes, title, lead, children, submitLabel, sendingLabel, keepEscape = false, check, send, failed, onClose }: Props) {
  const ref = useModalDialog(true);
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { found, show } = check();
    setFailure(null);
    if (showErrorsAndFocus(event.currentTarget, found, show)) return;
    setSending(true);
    try {
      await send();
      ref.current?.close();
    } catch (error) {
      const text = failed(error);
      if (text === null) ref.current?.close();
      else setFailure(text);
    } finally {
      setSending(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className={`dialog ${classes.dialog}`}
      aria-labelledby={titleId}
      onClose={onClose}
      aria-busy={(sendingLabel !== undefined && sending) || undefined}
      onKeyDown={
        keepEscape
          ? (event) => {
              if (event.key === 'Escape') event.stopPropagation();
            }
          : undefined
      }
    >
      <h2 id={titleId} className={classes.title}>
        {title}
      </h2>
      {lead}
      <form className={classes.form} noValidate onSubmit={(event) => void submit(event)}>
        {children}
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <div className={classes.actions}>
          <button type="submit" className="button-primary" disabled={sending}>
            {sending && sendingLabel !== undefined ? sendingLabel : submitLabel}
          </button>
          <button type="button" onClick={() => ref.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
      <DialogCloseButton />
    </dialog>
  );
}

interface FieldProps {
  label: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Counts down the characters left over the last 100 before this many, while no error shows. */
  countTo?: number;
}

/** The reason itself: a labelled textarea with its error under it. */
export function ReasonField({ label, rows, value, onChange, error, countTo }: FieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} value={value} onChange={(event) => onChange(event.target.value)} {...describedField(error, { error: errorId })} />
      {error || countTo === undefined ? (
        <FieldError id={errorId} error={error} />
      ) : (
        value.length > countTo - 100 && <p className="report-count">{countTo - value.length} characters left</p>
      )}
    </div>
  );
}
