import { MAX_REPORT_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { categoryLabel, REPORT_NOUNS } from '../../../entities/report/reports';
import { moderate, type ModerationAction, type QueueItem } from '../api/moderation-api';
import { deadlineText, isOverdue } from '../deadline-text';
import { EvidenceView } from './evidence-view';

const DONE: Record<ModerationAction, string> = {
  dismiss: 'Report dismissed.',
  remove: 'Content removed.',
  suspend: 'Account suspended.',
  restore: 'Restored.',
};

const STATUS: Record<string, string> = {
  dismissed: 'Dismissed',
  removed: 'Removed',
  suspended: 'Account suspended',
  restored: 'Restored',
};

interface Props {
  item: QueueItem;
  /** The action was taken: the row leaves this list. */
  onDecided: (item: QueueItem, done: string, tone?: 'success' | 'info') => void;
}

/** One report in the queue: what, who, when it is due, the evidence, and the moderator's actions. */
export function ReportRow({ item, onDecided }: Props) {
  const headingId = useId();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmSuspend, setConfirmSuspend] = useState(false);
  const open = item.status === 'open';
  const noun = REPORT_NOUNS[item.targetType] ?? item.targetType;
  const actions: { action: ModerationAction; label: string }[] = open
    ? [
        { action: 'dismiss', label: 'Dismiss' },
        ...(item.targetType !== 'user' ? [{ action: 'remove' as const, label: 'Remove' }] : []),
        ...(item.targetUser ? [{ action: 'suspend' as const, label: 'Suspend user' }] : []),
      ]
    : item.status === 'removed' || item.status === 'suspended'
      ? [{ action: 'restore', label: 'Restore' }]
      : [];

  async function act(action: ModerationAction) {
    if (action === 'suspend' && !confirmSuspend) {
      setConfirmSuspend(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await moderate(item._id, action, note);
      onDecided(item, DONE[action]);
    } catch (error) {
      // Decided meanwhile (by another moderator or the command line): it leaves the list too.
      if (error instanceof ApiError && error.status === 409) onDecided(item, error.message, 'info');
      else setFailure(error instanceof ApiError && error.message ? error.message : 'Could not save. Please try again.');
    } finally {
      setBusy(false);
      setConfirmSuspend(false);
    }
  }

  const overdue = open && isOverdue(item.deadlineAt);
  return (
    <li className="moderation-row">
      <article aria-labelledby={headingId}>
        <header className="moderation-row-head">
          <h2 id={headingId} className="moderation-row-title">
            {categoryLabel(item.category)} <span className="moderation-muted">· {noun}</span>
          </h2>
          <p className="moderation-marks">
            <span>{item.reporterCount === 1 ? '1 report' : `${item.reporterCount} reports`}</span>
            {open ? (
              <span className={overdue ? 'moderation-due is-overdue' : 'moderation-due'}>{deadlineText(item.deadlineAt)}</span>
            ) : (
              <span className="moderation-status">{STATUS[item.status] ?? item.status}</span>
            )}
            {item.hidden && <span className="moderation-hidden">Hidden</span>}
          </p>
        </header>
        <dl className="moderation-people">
          <div>
            <dt>Reported by</dt>
            <dd>{item.reporter?.name ?? 'Unknown'}</dd>
          </div>
          <div>
            <dt>Reported person</dt>
            <dd>{item.targetUser?.name ?? '—'}</dd>
          </div>
        </dl>
        {item.comment && <blockquote className="moderation-comment">{item.comment}</blockquote>}
        <details className="moderation-evidence-block" open>
          <summary>Evidence</summary>
          <EvidenceView evidence={item.evidence} />
        </details>
        {actions.length > 0 && (
          <div className="moderation-decide">
            <div className="field">
              <label htmlFor={noteId}>Note (optional)</label>
              <textarea id={noteId} rows={2} maxLength={MAX_REPORT_COMMENT_LENGTH} value={note} onChange={(event) => setNote(event.target.value)} />
            </div>
            {confirmSuspend && (
              <p className="moderation-confirm" role="alert">
                Suspend {item.targetUser?.name ?? 'this account'}? They are signed out everywhere and their content is hidden.
              </p>
            )}
            <div className="moderation-actions">
              {actions.map(({ action, label }) => (
                <button
                  key={action}
                  type="button"
                  className={action === 'dismiss' || action === 'restore' ? undefined : 'moderation-danger'}
                  disabled={busy}
                  onClick={() => void act(action)}
                >
                  {action === 'suspend' && confirmSuspend ? 'Yes, suspend' : label}
                </button>
              ))}
              {confirmSuspend && (
                <button type="button" onClick={() => setConfirmSuspend(false)}>
                  Cancel
                </button>
              )}
            </div>
            {failure && (
              <p className="field-error" role="alert">
                {failure}
              </p>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
