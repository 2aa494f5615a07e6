import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../lib/api-client';
import { afterBlockChange, BLOCK_EXPLAINED, blockedToast, blockPerson, blockQuestion } from './blocks';
import { showToast } from '../../lib/toast';
import { DialogCloseButton } from '../../components/dialog-close-button';
import { useModalDialog } from '../../components/use-modal-dialog';
import './block-person-button.css';

const FALLBACKS = { failed: 'Could not block. Please try again.', network: 'You are offline. Connect to block someone.' };

interface Props {
  person: { _id: string; name: string };
  /** Called once the block is stored, before the screens are read again: close the person's page or chat. */
  onBlocked?: () => void;
  /** 'menuitem' when it sits in a menu of actions (beside Report, for instance). */
  variant?: 'button' | 'menuitem';
  className?: string;
}

/**
 * 'Block' for one person (DESIGN §6.3): asks first ('Block <name>?', what it does, Block / Cancel),
 * then blocks, says '<name> is blocked.' and reads every screen again, where the person is gone.
 */
export function BlockPersonButton({ person, onBlocked, variant = 'button', className }: Props) {
  const [confirming, setConfirming] = useState(false);
  const dialogRef = useModalDialog(confirming);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => blockPerson(person._id),
    networkMode: 'always',
    onSuccess: async () => {
      setConfirming(false);
      showToast(blockedToast(person.name));
      onBlocked?.();
      await afterBlockChange(queryClient, person._id);
    },
  });
  const titleId = `block-title-${person._id}`;
  const textId = `block-text-${person._id}`;

  return (
    <>
      <button
        type="button"
        role={variant === 'menuitem' ? 'menuitem' : undefined}
        className={className ?? 'block-person-button'}
        aria-label={`Block ${person.name}`}
        onClick={() => {
          mutation.reset();
          setConfirming(true);
        }}
      >
        Block
      </button>
      {/* Its keys and presses stay its own: an Escape here closes this step, not the chat box around it. */}
      <dialog
        ref={dialogRef}
        className="dialog block-confirm"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClose={() => setConfirming(false)}
        onKeyDown={(event) => event.stopPropagation()}
        onPointerDown={(event) => event.stopPropagation()}
      >
        <h3 id={titleId}>{blockQuestion(person.name)}</h3>
        <p id={textId}>{BLOCK_EXPLAINED}</p>
        {mutation.isError && (
          <p className="form-error" role="alert">
            {errorText(mutation.error, FALLBACKS)}
          </p>
        )}
        <div className="block-confirm-actions">
          <button type="button" className="block-confirm-danger" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
            {mutation.isPending ? 'Blocking…' : 'Block'}
          </button>
          <button type="button" disabled={mutation.isPending} onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
        <DialogCloseButton disabled={mutation.isPending} />
      </dialog>
    </>
  );
}
