import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { reportCategories } from '@startupsetu/server-core/contract/report-schemas';
import { ModerationList } from './moderation-list';
import { categoryLabel } from '../../../entities/report/reports';
import { showToast } from '../../../lib/toast';
import { moderationKeys, queueOptions, withoutTarget, type QueueItem, type ReportStatus } from '../api/moderation-api';
import { ModerationLog } from './moderation-log';
import { ReportRow } from './report-row';
import { VerificationQueue } from './verification-queue';
import '../moderation.css';

type View = 'open' | 'appeals' | 'decided' | 'verifications' | 'log';

const DECIDED: { value: ReportStatus; label: string }[] = [
  { value: 'removed', label: 'Removed' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'restored', label: 'Restored' },
];

/** The filter's choices: every category a report can have, from the contract's one list (a job's own too). */
const CATEGORY_FILTER = reportCategories.map((value) => ({ value, label: categoryLabel(value) }));

const LISTS: Partial<Record<ReportStatus, string>> = { open: 'Open reports, earliest deadline first', appealed: 'Decisions under appeal' };
const EMPTY: Partial<Record<ReportStatus, string>> = { open: 'No open reports.', appealed: 'No appeals waiting.' };

const VIEWS: { value: View; label: string }[] = [
  { value: 'open', label: 'Open reports' },
  { value: 'appeals', label: 'Appeals' },
  { value: 'decided', label: 'Decided' },
  { value: 'verifications', label: 'Verification requests' },
  { value: 'log', label: 'Log' },
];

/** /moderation: the open reports by deadline, the decisions under appeal (DESIGN §7.4), the decided ones, requests for badges, and the audit log. */
export function ModerationPage() {
  const [view, setView] = useState<View>('open');
  const [category, setCategory] = useState('');
  const [decided, setDecided] = useState<ReportStatus>('removed');

  return (
    <main className="page moderation-page">
      <h1>Moderation</h1>
      <div className="moderation-views" role="group" aria-label="Show">
        {VIEWS.map((item) => (
          <button key={item.value} type="button" aria-pressed={view === item.value} onClick={() => setView(item.value)}>
            {item.label}
          </button>
        ))}
      </div>
      {view === 'log' ? (
        <ModerationLog />
      ) : view === 'verifications' ? (
        <VerificationQueue />
      ) : (
        <>
          <div className="moderation-filters">
            <div className="field">
              <label htmlFor="moderation-category">Category</label>
              <select id="moderation-category" value={category} onChange={(event) => setCategory(event.target.value)}>
                <option value="">All categories</option>
                {CATEGORY_FILTER.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.label}
                  </option>
                ))}
              </select>
            </div>
            {view === 'decided' && (
              <div className="field">
                <label htmlFor="moderation-status">Decision</label>
                <select id="moderation-status" value={decided} onChange={(event) => setDecided(event.target.value as ReportStatus)}>
                  {DECIDED.map((item) => (
                    <option key={item.value} value={item.value}>
                      {item.label}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
          <ReportQueue category={category} status={view === 'open' ? 'open' : view === 'appeals' ? 'appealed' : decided} />
        </>
      )}
    </main>
  );
}

function ReportQueue({ category, status }: { category: string; status: ReportStatus }) {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(queueOptions({ category, status }));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  function decided(item: QueueItem, done: string, tone: 'success' | 'info' = 'success') {
    // Every report on that item was decided with it: they all leave this list now.
    queryClient.setQueriesData({ queryKey: [...moderationKeys.queues(), status] }, (data: Parameters<typeof withoutTarget>[0]) => withoutTarget(data, item));
    void queryClient.invalidateQueries({ queryKey: moderationKeys.all, refetchType: 'none' });
    showToast(done, tone);
  }

  return (
    <ModerationList
      list={list}
      items={items}
      failed="The reports could not be loaded."
      empty={EMPTY[status] ?? 'No reports here.'}
      label={LISTS[status] ?? 'Decided reports'}
      className="moderation-queue"
    >
      {(item) => <ReportRow key={item._id} item={item} onDecided={decided} />}
    </ModerationList>
  );
}
