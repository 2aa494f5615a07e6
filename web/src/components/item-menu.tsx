import './item-menu.css';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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

  // A press anywhere else closes the menu, as menus do.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    setOpen(false);
    onEscape?.();
  }

  return (
    <div className="item-menu" ref={root} onKeyDown={closeOnEscape}>
      <button type="button" className="item-menu-button" aria-label="More actions" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        ⋯
      </button>
      {open && (
        <div className="item-menu-items" role="menu">
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
