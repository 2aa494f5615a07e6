import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { authoredOptions, type AuthoredKind } from '../api/people-queries';

const LIST_PAGE: Record<AuthoredKind, '/videos' | '/blogs' | '/talks'> = { videos: '/videos', blogs: '/blogs', talks: '/talks' };

/** One kind of what the person published (`?author=`), newest first. */
export function AuthoredSection({ userId, kind, title, empty }: { userId: string; kind: AuthoredKind; title: string; empty: string }) {
  const items = useQuery(authoredOptions(userId, kind));
  const headingId = useId();

  let body;
  if (items.isPending) body = <p className="people-muted">Loading...</p>;
  else if (!items.data) body = <p className="people-muted">{title} could not be loaded.</p>;
  else if (items.data.length === 0) body = <p className="people-muted">{empty}</p>;
  else {
    body = (
      <ul className="people-authored-list">
        {items.data.map((item) => (
          <li key={item._id} className="people-authored-item">
            {kind === 'videos' && item.videoUrl && (
              <video className="people-video" src={item.videoUrl} controls preload="none" aria-label={item.title} />
            )}
            <h3>{item.title}</h3>
            {(item.summary || item.description) && <p className="people-muted">{item.summary || item.description}</p>}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="people-authored" aria-labelledby={headingId}>
      <div className="people-section-head">
        <h2 id={headingId}>{title}</h2>
        <Link to={LIST_PAGE[kind]}>All {title.toLowerCase()}</Link>
      </div>
      {body}
    </section>
  );
}
