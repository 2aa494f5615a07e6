import { MAX_REPORT_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { categoryLabel, REPORT_NOUNS } from '../../../entities/report/reports';
import { getSession } from '../../../lib/session';
import { moderate, type ModerationAction, type QueueItem } from '../api/moderation-api';
import { deadlineText, isOverdue } from '../deadline-text';
import { ConfirmDecisionDialog, type HeavyAction } from './confirm-decision-dialog';
import { EvidenceView } from './evidence-view';

const DONE: Record<ModerationAction, string> = {
  dismiss: 'Report dismissed.',
  remove: 'Content removed.',
  suspend: 'Account suspended.',
  restore: 'Restored.',
  uphold: 'Appeal decided: the decision stands.',
  reverse: 'Appeal decided: reversed.',
};

const STATUS: Record<string, string> = {
  dismissed: 'Dismissed',
  removed: 'Removed',
  suspended: 'Account suspended',
  restored: 'Restored',
  appealed: 'Under appeal',
};

const APPEAL_ENDED: Record<string, string> = { upheld: 'Appeal upheld', reversed: 'Appeal reversed' };

interface Props {
  item: QueueItem;
  /** The action was taken: the row leaves this list. */
  onDecided: (item: QueueItem, done: string, tone?: 'success' | 'info') => void;
}

/** The actions a report's row offers: an open report's decisions, a decided one's restore, an appeal's two outcomes. */
function actionsOf(item: QueueItem, noun: string): { action: ModerationAction; label: string }[] {
  if (item.status === 'open') {
    return [
      { action: 'dismiss', label: 'Dismiss' },
      ...(item.targetType !== 'user' ? [{ action: 'remove' as const, label: 'Remove' }] : []),
      ...(item.targetUser ? [{ action: 'suspend' as const, label: 'Suspend user' }] : []),
    ];
  }
  if (item.status === 'appealed') {
    const reverse = item.appeal?.decision === 'suspended' ? 'Reverse: lift the suspension' : `Reverse: restore the ${noun}`;
    return [
      { action: 'uphold', label: 'Uphold' },
      { action: 'reverse', label: reverse },
    ];
  }
  return item.status === 'removed' || item.status === 'suspended' ? [{ action: 'restore', label: 'Restore' }] : [];
}

/** One report in the queue: what, who, when it is due, the evidence, its appeal, and the moderator's actions. */
export function ReportRow({ item, onDecided }: Props) {
  const headingId = useId();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<HeavyAction | null>(null);
  const open = item.status === 'open';
  const noun = REPORT_NOUNS[item.targetType] ?? item.targetType;
  const appeal = item.appeal;
  // The moderator who made a decision does not decide its appeal (the server refuses too).
  const ownDecision = item.status === 'appealed' && !!appeal && appeal.decidedBy === getSession()?.userId;
  const actions = ownDecision ? [] : actionsOf(item, noun);

  async function act(action: ModerationAction, text = note) {
    setBusy(true);
    setFailure(null);
    try {
      await moderate(item._id, action, text);
      onDecided(item, DONE[action]);
    } catch (error) {
      // Decided meanwhile (by another moderator or the command line): it leaves the list too.
      if (error instanceof ApiError && error.status === 409) onDecided(item, error.message, 'info');
      else setFailure(error instanceof ApiError && error.message ? error.message : 'Could not save. Please try again.');
    } finally {
      setBusy(false);
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
            {item.status === 'appealed' && appeal && (
              <span className={isOverdue(appeal.deadlineAt) ? 'moderation-due is-overdue' : 'moderation-due'}>{deadlineText(appeal.deadlineAt)}</span>
            )}
            {appeal && APPEAL_ENDED[appeal.status] && <span className="moderation-status">{APPEAL_ENDED[appeal.status]}</span>}
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
        {appeal && (
          <section className="moderation-appeal" aria-label="Appeal">
            <h3>The author's appeal</h3>
            <blockquote className="moderation-comment">{appeal.reason}</blockquote>
            {ownDecision && <p className="moderation-muted">You made this decision: another moderator decides its appeal.</p>}
          </section>
        )}
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
            <div className="moderation-actions">
              {actions.map(({ action, label }) => (
                <button
                  key={action}
                  type="button"
                  className={action === 'remove' || action === 'suspend' ? 'moderation-danger' : undefined}
                  disabled={busy}
                  onClick={() => (action === 'remove' || action === 'suspend' ? setConfirming(action) : void act(action))}
                >
                  {label}
                </button>
              ))}
            </div>
            {failure && (
              <p className="field-error" role="alert">
                {failure}
              </p>
            )}
          </div>
        )}
      </article>
      {confirming && (
        <ConfirmDecisionDialog
          action={confirming}
          noun={noun}
          person={item.targetUser?.name ?? null}
          category={categoryLabel(item.category)}
          note={note}
          busy={busy}
          onConfirm={(reason) => {
            setConfirming(null);
            setNote(reason);
            void act(confirming, reason);
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </li>
  );
}
