import { useInfiniteQuery } from '@tanstack/react-query';
import { ModerationList } from './moderation-list';
import { logOptions, type LogEntry } from '../api/moderation-api';
import { displayText } from '../evidence';

const ACTIONS: Record<string, string> = {
  dismiss: 'Dismissed',
  remove: 'Removed',
  suspend: 'Suspended',
  restore: 'Restored',
  appeal: 'Appealed',
  uphold: 'Appeal upheld',
  reverse: 'Appeal reversed',
  'verification-approve': 'Verification approved',
  'verification-reject': 'Verification rejected',
  'verification-more': 'Asked for more proof',
  'verification-revoke': 'Badge revoked',
};

/** The audit log, newest first: who did what to which item, and their note. */
export function ModerationLog() {
  const list = useInfiniteQuery(logOptions());
  const entries = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <ModerationList list={list} items={entries} failed="The log could not be loaded." empty="No actions yet." label="Moderation log" className="moderation-log">
      {(entry) => <LogRow key={entry._id} entry={entry} />}
    </ModerationList>
  );
}

function LogRow({ entry }: { entry: LogEntry }) {
  return (
    <li className="moderation-log-row">
      <time dateTime={entry.createdAt}>{displayText(entry.createdAt)}</time>
      <span>
        <strong>{ACTIONS[entry.action] ?? entry.action}</strong> {entry.targetType ?? ''} {entry.targetId ? <code>{entry.targetId}</code> : null}
      </span>
      <span className="moderation-muted">by {entry.moderator?.email ?? 'a moderator'}</span>
      {entry.note && <span className="moderation-note">“{entry.note}”</span>}
    </li>
  );
}
