import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LoadMoreButton } from '../../../components/load-more-button';
import { TimeAgo } from '../../../components/time-ago';
import { authoredOptions, type AuthoredItem } from '../api/people-queries';
import type { AuthoredKind } from '../../../entities/person/person-keys';

/** One kind of what the person published (`?author=`), newest first, a few at a time. */
export function AuthoredSection({ userId, kind, title, empty }: { userId: string; kind: AuthoredKind; title: string; empty: string }) {
  const list = useInfiniteQuery(authoredOptions(userId, kind));
  const items = list.data?.pages.flatMap((page) => page.items);
  const headingId = useId();

  let body;
  if (list.isPending) body = <p className="people-muted">Loading...</p>;
  else if (!items) body = <p className="people-muted">{title} could not be loaded.</p>;
  else if (items.length === 0) body = <p className="people-muted">{empty}</p>;
  else {
    body = (
      <ul className="people-authored-list">
        {items.map((item) => (
          <li key={item._id} className="people-authored-item">
            {'videoUrl' in item && <video className="people-video" src={item.videoUrl} controls preload="none" aria-label={item.title} />}
            <h3>
              {'kind' in item && item.kind === 'blog' ? (
                <Link to="/blogs/$blogId" params={{ blogId: item._id }}>
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </h3>
            <TimeAgo dateTime={item.createdAt} className="people-muted" />
            {lineOf(item) && <p className="people-muted">{lineOf(item)}</p>}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="people-authored" aria-labelledby={headingId}>
      <div className="people-section-head">
        <h2 id={headingId}>{title}</h2>
      </div>
      {body}
      {list.hasNextPage && (
        <div className="people-more">
          <LoadMoreButton list={list} />
        </div>
      )}
    </section>
  );
}

/** A video's description or a blog's summary (a talk's text is its title). */
function lineOf(item: AuthoredItem): string {
  return 'videoUrl' in item ? item.description : item.summary;
}
