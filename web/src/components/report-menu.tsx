import { useState } from 'react';
import type { ReportTarget } from '../lib/reports';
import { ItemMenu } from './item-menu';
import { ReportDialog } from './report-dialog';

/** The '⋯' menu on someone else's item: Report. */
export function ReportMenu({ target, onReported }: { target: ReportTarget; onReported: () => void }) {
  const [reporting, setReporting] = useState(false);
  return (
    <ItemMenu actions={[{ label: 'Report', run: () => setReporting(true) }]}>
      {reporting && <ReportDialog target={target} onClose={() => setReporting(false)} onReported={onReported} />}
    </ItemMenu>
  );
}
