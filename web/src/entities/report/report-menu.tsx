import { useState } from 'react';
import type { ReportTarget } from './reports';
import { ItemMenu } from '../../components/item-menu';
import { loadedOnDemand } from '../../components/loaded-on-demand';

// Few visits report anything: the dialog's code comes when it first opens.
const ReportDialog = loadedOnDemand(() => import('./report-dialog').then((module) => module.ReportDialog));

/** The '⋯' menu on someone else's item: Report. */
export function ReportMenu({ target, onReported }: { target: ReportTarget; onReported: () => void }) {
  const [reporting, setReporting] = useState(false);
  return (
    <ItemMenu actions={[{ label: 'Report', run: () => setReporting(true) }]}>
      {reporting && <ReportDialog target={target} onClose={() => setReporting(false)} onReported={onReported} />}
    </ItemMenu>
  );
}
