import { useEffect, useRef } from 'react';
import { trapTab } from '../lib/focus-trap';

/**
 * The one behaviour every modal popup shares, for a native <dialog>: `open` shows it with
 * showModal() (the page behind becomes inert and Escape closes it), Tab and Shift+Tab cycle inside
 * it, and however it closes the focus goes back to the control that opened it. Returns the ref to
 * put on the <dialog>.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => trapTab(dialog, event);
    const onClose = () => {
      const element = opener.current;
      opener.current = null;
      if (element?.isConnected) element.focus();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('close', onClose);
    };
  }, []);

  return ref;
}
