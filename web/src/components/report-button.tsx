import { useState } from 'react';
import type { ReportTarget } from '../lib/reports';
import { ReportDialog } from './report-dialog';
import './report-dialog.css';

/** A plain 'Report' button (a person's page and card, the chat box) and its dialog. */
export function ReportButton({ target, onReported, className = 'report-button', label = 'Report' }: { target: ReportTarget; onReported: () => void; className?: string; label?: string }) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setReporting(true)}>
        {label}
      </button>
      {reporting && <ReportDialog target={target} onClose={() => setReporting(false)} onReported={onReported} />}
    </>
  );
}
