import { PendingMark } from '../../../components/pending-mark';
import { usePendingWrites } from '../../../lib/outbox-snapshot';

/** Talks posted offline, above the list until the outbox has sent them. */
export function PendingTalks() {
  const pending = usePendingWrites('talk');
  if (pending.length === 0) return null;
  return (
    <ul className="content-list content-pending-list">
      {[...pending].reverse().map((entry) => (
        <li key={entry.id}>
          <article className="content-card content-talk is-pending" aria-label="Talk by You">
            <p className="content-uploader-name">
              You
              <PendingMark />
            </p>
            <p className="content-talk-text">{String(entry.meta.text ?? '')}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
