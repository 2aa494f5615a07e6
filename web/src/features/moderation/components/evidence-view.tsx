import { EvidenceMedia } from './evidence-media';
import { asSnapshot, displayText, fieldLabel, mediaOf, type Snapshot } from '../evidence';

/** The evidence snapshot: who and when, the item's fields, its media (a link and a small preview), a message's chat. */
export function EvidenceView({ evidence }: { evidence: unknown }) {
  if (evidence === null || evidence === undefined || evidence === '') return <p className="moderation-muted">No evidence was kept.</p>;
  const snapshot = asSnapshot(evidence);
  if (!snapshot) return <EvidenceValue value={evidence} depth={0} />;
  return <SnapshotView snapshot={snapshot} />;
}

function SnapshotView({ snapshot }: { snapshot: Snapshot }) {
  const { author, createdAt, fields, mediaFiles, context } = snapshot;
  return (
    <dl className="moderation-evidence">
      <div className="moderation-evidence-field">
        <dt>By</dt>
        <dd>
          {author.name} · {displayText(createdAt)}
        </dd>
      </div>
      {Object.entries(fields).map(([key, value]) => (
        <div key={key} className="moderation-evidence-field">
          <dt>{fieldLabel(key)}</dt>
          <dd>
            <EvidenceValue value={value} depth={1} />
          </dd>
        </div>
      ))}
      {mediaFiles.length > 0 && (
        <div className="moderation-evidence-field">
          <dt>Media</dt>
          <dd>
            {mediaFiles.map((name) => (
              <EvidenceMedia key={name} name={name} />
            ))}
          </dd>
        </div>
      )}
      {context && context.length > 0 && (
        <div className="moderation-evidence-field">
          <dt>Earlier in the chat</dt>
          <dd>
            <ol className="moderation-evidence-list">
              {context.map((message) => (
                <li key={message._id}>
                  <strong>{message.senderId === author._id ? author.name : 'Reporter'}:</strong> <span className="moderation-text">{message.text}</span>
                </li>
              ))}
            </ol>
          </dd>
        </div>
      )}
    </dl>
  );
}

function EvidenceValue({ value, depth }: { value: unknown; depth: number }) {
  if (value === null || value === undefined || value === '') return <span className="moderation-muted">—</span>;
  if (typeof value === 'string') {
    const media = mediaOf(value);
    if (media) return <MediaLink {...media} />;
    return <span className="moderation-text">{displayText(value)}</span>;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return <span>{displayText(value)}</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="moderation-muted">None</span>;
    return (
      <ol className="moderation-evidence-list">
        {value.map((item, index) => (
          <li key={index}>
            <EvidenceValue value={item} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object' && depth < 4) {
    const entries = Object.entries(value as Record<string, unknown>);
    return (
      <dl className="moderation-evidence">
        {entries.map(([key, item]) => (
          <div key={key} className="moderation-evidence-field">
            <dt>{fieldLabel(key)}</dt>
            <dd>
              <EvidenceValue value={item} depth={depth + 1} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span className="moderation-text">{JSON.stringify(value)}</span>;
}

function MediaLink({ kind, url, name }: { kind: 'video' | 'image'; url: string | null; name: string }) {
  if (!url) return <span className="moderation-text">{name}</span>;
  return (
    <span className="moderation-media">
      {kind === 'image' ? (
        <img src={url} alt="" loading="lazy" className="moderation-preview" />
      ) : (
        <video src={url} preload="none" controls className="moderation-preview" aria-label={name} />
      )}
      <a href={url} target="_blank" rel="noreferrer">
        {name}
      </a>
    </span>
  );
}
