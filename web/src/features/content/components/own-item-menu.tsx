import '../own-content.css';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ItemMenu, type MenuAction } from '../../../components/item-menu';
import { loadedOnDemand } from '../../../components/loaded-on-demand';
import type { ContentTarget } from '../api/own-content-api';
import { removeLocally } from '../hooks/use-live-content';

// Few visits report anything: the dialog's code comes when it first opens.
const ReportDialog = loadedOnDemand(() => import('../../../entities/report/report-dialog').then((module) => module.ReportDialog));

interface Props {
  /** Named in the question: 'Delete this video?'. */
  noun: 'video' | 'blog' | 'talk' | 'comment';
  /** Absent for comments, which are deleted but not edited. */
  onEdit?: () => void;
  onDelete: () => Promise<void>;
  /** Someone else's item the user may delete (a comment on their video): it may be reported too. */
  reportTarget?: ContentTarget;
}

/** The '⋯' menu on the signed-in user's own item: Edit, and Delete after a confirmation. */
export function OwnItemMenu({ noun, onEdit, onDelete, reportTarget }: Props) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function confirmDelete() {
    setDeleting(true);
    try {
      await onDelete();
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  }

  const actions: MenuAction[] = [
    ...(onEdit ? [{ label: 'Edit', run: onEdit }] : []),
    { label: 'Delete', run: () => setConfirming(true) },
    ...(reportTarget ? [{ label: 'Report', run: () => setReporting(true) }] : []),
  ];
  return (
    <ItemMenu actions={actions} onEscape={() => setConfirming(false)}>
      {confirming && (
        <div className="item-menu-confirm" role="alertdialog" aria-label={`Delete this ${noun}?`}>
          <p>Delete this {noun}?</p>
          <button type="button" className="item-menu-danger" disabled={deleting} onClick={() => void confirmDelete()}>
            Delete
          </button>
          <button type="button" autoFocus onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      )}
      {reportTarget && reporting && (
        <ReportDialog target={reportTarget} onClose={() => setReporting(false)} onReported={() => removeLocally(queryClient, reportTarget)} />
      )}
    </ItemMenu>
  );
}
