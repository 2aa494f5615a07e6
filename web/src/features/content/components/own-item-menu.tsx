import '../own-content.css';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

interface Props {
  /** Named in the question: 'Delete this video?'. */
  noun: 'video' | 'blog' | 'talk' | 'comment';
  /** Absent for comments, which are deleted but not edited. */
  onEdit?: () => void;
  onDelete: () => Promise<void>;
}

/** The '⋯' menu on the signed-in user's own item: Edit, and Delete after a confirmation. */
export function OwnItemMenu({ noun, onEdit, onDelete }: Props) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
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
    if (event.key === 'Escape') {
      setOpen(false);
      setConfirming(false);
    }
  }

  async function confirmDelete() {
    setDeleting(true);
    try {
      await onDelete();
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  }

  return (
    <div className="own-menu" ref={root} onKeyDown={closeOnEscape}>
      <button type="button" className="own-menu-button" aria-label="More actions" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        ⋯
      </button>
      {open && (
        <div className="own-menu-items" role="menu">
          {onEdit && (
            <button type="button" role="menuitem" autoFocus onClick={() => { setOpen(false); onEdit(); }}>
              Edit
            </button>
          )}
          <button type="button" role="menuitem" autoFocus={!onEdit} onClick={() => { setOpen(false); setConfirming(true); }}>
            Delete
          </button>
        </div>
      )}
      {confirming && (
        <div className="own-menu-confirm" role="alertdialog" aria-label={`Delete this ${noun}?`}>
          <p>Delete this {noun}?</p>
          <button type="button" className="own-menu-danger" disabled={deleting} onClick={() => void confirmDelete()}>
            Delete
          </button>
          <button type="button" autoFocus onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}
