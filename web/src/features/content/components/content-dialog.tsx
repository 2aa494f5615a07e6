import { useId, type ReactNode } from 'react';
import { DialogCloseButton } from '../../../components/dialog-close-button';
import { useModalDialog } from '../../../components/use-modal-dialog';
import '../content-popups.css';

interface Props {
  open: boolean;
  /** Called once the dialog has closed, however it was closed (Close, Escape, after an upload). */
  onClose: () => void;
  title: string;
  /** An upload on its way: Escape and Back leave the popup open; its Close still closes it. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A popup on a native <dialog> (useModalDialog: the page behind is inert, focus stays inside,
 * Escape closes it and the focus returns to the opener), closed by its corner × ('Close'). A click
 * on the backdrop does not close it, so a half-filled form is not lost by a stray tap.
 */
export function ContentDialog({ open, onClose, title, busy = false, children }: Props) {
  const ref = useModalDialog(open, { busy });
  const titleId = useId();

  return (
    <dialog ref={ref} className="dialog content-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="content-dialog-title">
        {title}
      </h2>
      {children}
      <DialogCloseButton />
    </dialog>
  );
}
