import './item-menu.css';
import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { usePressOutside } from '../lib/use-press-outside';

export interface MenuAction {
  label: string;
  run: () => void;
}

interface Props {
  actions: readonly MenuAction[];
  /** Shown beside the menu (a confirmation); Escape calls onEscape to close it. */
  children?: ReactNode;
  onEscape?: () => void;
}

/** The '⋯' 'More actions' menu on an item: a short list of actions; a press elsewhere or Escape closes it. */
export function ItemMenu({ actions, children, onEscape }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  usePressOutside(open, root, useCallback(() => setOpen(false), []));

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    setOpen(false);
    onEscape?.();
  }

  // The menu pattern's keys: arrows move between the items (wrapping), Home and End to the ends.
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const next = menuKeyTarget(event.key, items.indexOf(document.activeElement as HTMLElement), items.length);
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  }

  return (
    <div className="item-menu" ref={root} onKeyDown={closeOnEscape}>
      <button type="button" className="item-menu-button" aria-label="More actions" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        ⋯
      </button>
      {open && (
        <div className="item-menu-items" role="menu" onKeyDown={moveFocus}>
          {actions.map((action, index) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              autoFocus={index === 0}
              onClick={() => {
                setOpen(false);
                action.run();
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
      {children}
    </div>
  );
}

/** Which item a key moves to in a menu of `count` items from `current` (-1: none focused); undefined for other keys. */
export function menuKeyTarget(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
