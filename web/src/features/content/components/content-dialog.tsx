import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../../components/use-modal-dialog';

interface Props {
  open: boolean;
  /** Called once the dialog has closed, however it was closed (Close, Escape, after an upload). */
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * A popup on a native <dialog> (useModalDialog: the page behind is inert, focus stays inside,
 * Escape closes it and the focus returns to the opener). A click on the backdrop does not close
 * it, so a half-filled form is not lost by a stray tap.
 */
export function ContentDialog({ open, onClose, title, children }: Props) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog ref={ref} className="content-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="content-dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

/** The popup's Close button; the dialog's own close event tells the owner. */
export function CloseButton() {
  return (
    <button type="button" onClick={(event) => event.currentTarget.closest('dialog')?.close()}>
      Close
    </button>
  );
}
