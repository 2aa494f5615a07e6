import './report-dialog.css';
import { useId, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { REPORT_COMMENT_MAX, REPORT_NOUNS, REPORT_THANKS, reportCategoriesFor, sendReport, validateReport, type ReportErrors, type ReportTarget } from './reports';
import { showToast } from '../../lib/toast';
import { FieldError } from '../../components/field-error';
import { ReasonDialog, ReasonField } from './reason-dialog';

interface Props {
  target: ReportTarget;
  /** Called once the dialog has closed, however it closed. */
  onClose: () => void;
  /** The report was sent (or queued offline): the item leaves the reporter's screens. */
  onReported: () => void;
}

/** 'Report this video': a reason, an optional comment, Submit report / Cancel. Shown while mounted. */
export function ReportDialog({ target, onClose, onReported }: Props) {
  const reasonErrorId = useId();
  const [category, setCategory] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<ReportErrors>({});

  return (
    <ReasonDialog
      classes={{ dialog: 'report-dialog', title: 'report-dialog-title', form: 'report-form', actions: 'report-actions' }}
      title={`Report this ${REPORT_NOUNS[target.type]}`}
      submitLabel="Submit report"
      keepEscape
      check={() => {
        const found = validateReport({ category, comment }, target.type);
        return { found, show: () => setErrors(found) };
      }}
      send={async () => {
        await sendReport(target, { category, comment });
        showToast(REPORT_THANKS, 'success');
        onReported();
      }}
      failed={(error) => {
        // Gone already (deleted, or hidden meanwhile): it leaves the screen, as a report would have done.
        if (error instanceof ApiError && error.status === 404) {
          showToast('This is no longer available.', 'info');
          onReported();
          return null;
        }
        return error instanceof ApiError && error.message ? error.message : 'Could not send the report. Please try again.';
      }}
      onClose={onClose}
    >
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
      <ReasonField label="Anything else we should know?" rows={3} value={comment} onChange={setComment} error={errors.comment} countTo={REPORT_COMMENT_MAX} />
    </ReasonDialog>
  );
}
