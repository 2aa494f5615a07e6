import type { OutboxEntry } from '@startupsetu/sw/offline-store/offline-store';
import { PendingMark } from '../../../components/pending-mark';

/** Comments written offline, shown under the others until the outbox has sent them. */
export function PendingComments({ entries }: { entries: readonly OutboxEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className="content-comments content-comments-pending" aria-label="Comments waiting to sync">
      {entries.map((entry) => (
        <li key={entry.id} className="is-pending">
          <span className="content-comment-author">You</span>
          <p className="content-comment-text">
            {String(entry.meta.text ?? '')}
            <PendingMark />
          </p>
        </li>
      ))}
    </ul>
  );
}
