import '../own-content.css';
import { useQueryClient } from '@tanstack/react-query';
import { ReportMenu } from '../../../entities/report/report-menu';
import type { ContentTarget } from '../api/own-content-api';
import { removeLocally } from '../hooks/use-live-content';

/** The '⋯' menu on someone else's video, blog, talk or comment: once reported, it leaves this page's lists. */
export function ReportContentMenu({ target }: { target: ContentTarget }) {
  const queryClient = useQueryClient();
  return <ReportMenu target={{ type: target.type, id: target.id }} onReported={() => removeLocally(queryClient, target)} />;
}
