/**
 * A popup's corner close control (×, named 'Close'), the same on every popup (DESIGN §6.8). It sits
 * last in the popup so the focus opens on the popup's first field; the dialog's close event tells
 * the owner.
 */
export function DialogCloseButton({ disabled }: { disabled?: boolean }) {
  return (
    <button type="button" className="dialog-close" aria-label="Close" title="Close" disabled={disabled} onClick={(event) => event.currentTarget.closest('dialog')?.close()}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
