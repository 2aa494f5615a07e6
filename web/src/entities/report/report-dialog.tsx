import './report-dialog.css';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';
import { describedField, showErrorsAndFocus } from '../../lib/form-errors';
import { REPORT_COMMENT_MAX, REPORT_NOUNS, REPORT_THANKS, reportCategoriesFor, sendReport, validateReport, type ReportErrors, type ReportTarget } from './reports';
import { showToast } from '../../lib/toast';
import { DialogCloseButton } from '../../components/dialog-close-button';
import { FieldError } from '../../components/field-error';
import { useModalDialog } from '../../components/use-modal-dialog';

interface Props {
  target: ReportTarget;
  /** Called once the dialog has closed, however it closed. */
  onClose: () => void;
  /** The report was sent (or queued offline): the item leaves the reporter's screens. */
  onReported: () => void;
}

/** 'Report this video': a reason, an optional comment, Submit report / Cancel. Shown while mounted. */
export function ReportDialog({ target, onClose, onReported }: Props) {
  const ref = useModalDialog(true);
  const titleId = useId();
  const reasonErrorId = useId();
  const commentId = useId();
  const commentErrorId = useId();
  const [category, setCategory] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<ReportErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const noun = REPORT_NOUNS[target.type];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateReport({ category, comment }, target.type);
    setFailure(null);
    if (showErrorsAndFocus(event.currentTarget, found, () => setErrors(found))) return;
    setSending(true);
    try {
      await sendReport(target, { category, comment });
      showToast(REPORT_THANKS, 'success');
      onReported();
      ref.current?.close();
    } catch (error) {
      // Gone already (deleted, or hidden meanwhile): it leaves the screen, as a report would have done.
      if (error instanceof ApiError && error.status === 404) {
        showToast('This is no longer available.', 'info');
        onReported();
        ref.current?.close();
        return;
      }
      setFailure(error instanceof ApiError && error.message ? error.message : 'Could not send the report. Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="dialog report-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      // Escape closes this dialog only, not the chat box or menu around it.
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
    >
      <h2 id={titleId} className="report-dialog-title">
        Report this {noun}
      </h2>
      <form className="report-form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="report-reasons" aria-describedby={errors.category ? reasonErrorId : undefined}>
          <legend>Why are you reporting it?</legend>
          <FieldError id={reasonErrorId} error={errors.category} />
          {reportCategoriesFor(target.type).map((item) => (
            <label key={item.value} className="report-reason">
              <input
                type="radio"
                name="category"
                value={item.value}
                checked={category === item.value}
                aria-invalid={errors.category ? true : undefined}
                onChange={() => {
                  setCategory(item.value);
                  setErrors((current) => ({ ...current, category: undefined }));
                }}
              />
              {item.label}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={commentId}>Anything else we should know?</label>
          <textarea id={commentId} rows={3} value={comment} onChange={(event) => setComment(event.target.value)} {...describedField(errors.comment, { error: commentErrorId })} />
          {errors.comment ? (
            <FieldError id={commentErrorId} error={errors.comment} />
          ) : (
            comment.length > REPORT_COMMENT_MAX - 100 && <p className="report-count">{REPORT_COMMENT_MAX - comment.length} characters left</p>
          )}
        </div>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="report-actions">
          <button type="submit" className="button-primary" disabled={sending}>
            Submit report
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
