import { useEffect, useId, useRef } from 'react';
import { trapTab } from '../lib/focus-trap';

/** The history state key of an open popup's own entry. */
const POPUP_ENTRY = 'startupsetuPopup';

/**
 * The one behaviour every modal popup shares, for a native <dialog>: `open` shows it with
 * showModal() (the page behind becomes inert and Escape closes it), Tab and Shift+Tab cycle inside
 * it, however it closes the focus goes back to the control that opened it, and the Back button (a
 * phone's, above all) closes it instead of leaving the page. While `busy` (an upload on its way)
 * neither Escape nor Back closes it, so nothing is lost by accident; its own close control still
 * does. Returns the ref to put on the <dialog>.
 */
export function useModalDialog(open: boolean, { busy = false }: { busy?: boolean } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const entry = useId();
  const busyRef = useRef(busy);
  useEffect(() => {
    busyRef.current = busy;
  });

  // While open, the popup has an entry of its own in the tab's history (the same address): Back
  // leaves it, which closes the popup as Escape does (the owner hears the close; what was typed is
  // kept by its draft). Closed any other way, the entry stays (taking it back would race whatever
  // navigation follows the close) and serves the popup's next opening on this page.
  // Busy, Back puts the entry back (same address, so the page stays) and the popup stays open.
  useEffect(() => {
    if (!open) return;
    const ours = () => (window.history.state as Record<string, unknown> | null)?.[POPUP_ENTRY] === entry;
    const push = () => window.history.pushState({ ...(window.history.state as object | null), [POPUP_ENTRY]: entry }, '', window.location.href);
    if (!ours()) push();
    const onPopState = () => {
      if (ours()) return;
      if (busyRef.current) push();
      else ref.current?.close();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open, entry]);

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
    // Busy, the Escape key itself is stopped, not only its cancel event: Chrome closes anyway on a
    // second Escape whose cancel was refused. On the document, as the focus may have left with a
    // button that got disabled.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && busyRef.current && dialog.open) event.preventDefault();
    };
    const onCancel = (event: Event) => {
      if (busyRef.current) event.preventDefault();
    };
    const onClose = () => {
      const element = opener.current;
      opener.current = null;
      if (element?.isConnected) element.focus();
    };
    dialog.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onEscape, true);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onEscape, true);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
    };
  }, []);

  return ref;
}
