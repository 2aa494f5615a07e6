import { useState } from 'react';
import { AppealDialog } from './appeal-dialog';

/**
 * 'Appeal' on a moderation notice of a removal (DESIGN §7.4): opens the appeal's dialog; once sent
 * (here, or before: the server answers that it was appealed already) it says so instead.
 */
export function AppealAnswer({ reportId }: { reportId: string }) {
  const [open, setOpen] = useState(false);
  const [appealed, setAppealed] = useState(false);
  return (
    <div className="notification-actions">
      {appealed ? (
        <p className="notification-answer" role="status">
          Appeal sent
        </p>
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Appeal
        </button>
      )}
      {open && <AppealDialog reportId={reportId} onAppealed={() => setAppealed(true)} onClose={() => setOpen(false)} />}
    </div>
  );
}
