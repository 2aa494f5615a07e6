/** Whether a key press is the '/' that brings the focus to the search box: not typed into a field, nor with a modifier, nor under a popup. */
export function focusesSearchKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'defaultPrevented'>): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return false;
  const target = event.target as HTMLElement | null;
  if (target?.closest?.('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return false;
  return !document.querySelector('dialog[open]');
}
