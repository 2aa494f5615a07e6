import { MAX_REPORT_COMMENT_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useId, useState, type FormEvent } from 'react';
import { DialogCloseButton } from '../../../components/dialog-close-button';
import { FieldError } from '../../../components/field-error';
import { useModalDialog } from '../../../components/use-modal-dialog';
import { describedField, showErrorsAndFocus } from '../../../lib/form-errors';

export type HeavyAction = 'remove' | 'suspend';

interface Props {
  action: HeavyAction;
  /** 'video', 'comment', … as the queue names it. */
  noun: string;
  /** The author's or reported person's name, when known. */
  person: string | null;
  /** The category's label: what the author is told it broke. */
  category: string;
  /** The note typed in the row so far, to start from. */
  note: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  /** Called once the dialog has closed, however it closed. */
  onClose: () => void;
}

/** What the dialog says will happen: the title and the consequences, named. */
export function decisionWords({ action, noun, person, category }: Pick<Props, 'action' | 'noun' | 'person' | 'category'>) {
  if (action === 'remove') {
    return {
      title: `Remove this ${noun}?`,
      consequences: [
        `The ${noun} is hidden from everyone until a moderator restores it.`,
        `${person ?? 'Its author'} is told it was removed for ${category}, with your reason below.`,
        'They may appeal once; another moderator decides the appeal.',
      ],
      confirm: 'Yes, remove',
    };
  }
  const who = person ?? 'this person';
  return {
    title: `Suspend ${person ? `${person}'s account` : 'this account'}?`,
    consequences: [
      `${who} is signed out on every device and cannot sign in.`,
      'Their profile and everything they posted are hidden from everyone until a moderator restores the account.',
      `They are told it was suspended for ${category}, with your reason below.`,
    ],
    confirm: 'Yes, suspend',
  };
}

/**
 * The step before a removal or suspension (DESIGN §7.4): a dialog naming what will happen, and the
 * reason the author is told, which it asks for. Shown while mounted.
 */
export function ConfirmDecisionDialog({ action, noun, person, category, note, busy, onConfirm, onClose }: Props) {
  const ref = useModalDialog(true, { busy });
  const titleId = useId();
  const reasonId = useId();
  const errorId = useId();
  const [reason, setReason] = useState(note);
  const [error, setError] = useState<string | undefined>();
  const words = decisionWords({ action, noun, person, category });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = reason.trim();
    const found = text ? undefined : 'Say why: the author is told your reason';
    if (showErrorsAndFocus(event.currentTarget, Boolean(found), () => setError(found))) return;
    onConfirm(text);
  }

  return (
    <dialog ref={ref} className="dialog moderation-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{words.title}</h2>
      <ul className="moderation-consequences">
        {words.consequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <form className="moderation-dialog-form" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor={reasonId}>Reason told to the author</label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={MAX_REPORT_COMMENT_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
            {...describedField(error, { error: errorId })}
          />
          <FieldError id={errorId} error={error} />
        </div>
        <div className="moderation-actions">
          <button type="submit" className="moderation-danger" disabled={busy}>
            {words.confirm}
          </button>
          <button type="button" disabled={busy} onClick={() => ref.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
      <DialogCloseButton disabled={busy} />
    </dialog>
  );
}
