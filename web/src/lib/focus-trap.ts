const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements inside `container` that Tab can reach, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/**
 * Where Tab (or Shift+Tab when `backwards`) must send the focus to stay among `items`: the other
 * end when it would leave them, the first (last) when the focus is elsewhere, and null when the
 * browser's own move already stays inside.
 */
export function wrapTarget<T>(items: readonly T[], active: T | null, backwards: boolean): T | null {
  if (items.length === 0) return null;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const index = active === null ? -1 : items.indexOf(active);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === items.length - 1) return first;
  return null;
}

/** A keydown handler's part that keeps Tab and Shift+Tab cycling inside `container`. */
export function trapTab(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = focusableIn(container);
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const target = wrapTarget(items, active, event.shiftKey);
  if (items.length === 0) event.preventDefault();
  if (!target) return;
  event.preventDefault();
  target.focus();
}
