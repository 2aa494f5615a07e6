import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  /** Called once the dialog has closed, however it was closed (Close, Escape, after an upload). */
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * A popup on a native <dialog> opened with showModal(): the page behind is inert and Escape closes
 * it. A click on the backdrop does not, so a half-filled form is not lost by a stray tap.
 */
export function ContentDialog({ open, onClose, title, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

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
