import { useState } from 'react';
import type { ReportTarget } from './reports';
import { loadedOnDemand } from '../../components/loaded-on-demand';
import './report-dialog.css';

// Few visits report anything: the dialog's code comes when it first opens.
const ReportDialog = loadedOnDemand(() => import('./report-dialog').then((module) => module.ReportDialog));

interface Props {
  target: ReportTarget;
  onReported: () => void;
  className?: string;
  label?: string;
  /** Whom or what it reports, for a screen reader among many cards: 'Report Asha'. */
  name?: string;
}

/** A plain 'Report' button (a person's page and card) and its dialog. */
export function ReportButton({ target, onReported, className = 'report-button', label = 'Report', name }: Props) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-label={name ? `${label} ${name}` : undefined} onClick={() => setReporting(true)}>
        {label}
      </button>
      {reporting && <ReportDialog target={target} onClose={() => setReporting(false)} onReported={onReported} />}
    </>
  );
}
