import { PersonLink } from '../../../entities/person/person-link';
import { TimeAgo } from '../../../components/time-ago';
import type { Post } from '../api/content-types';
import { blogAuthor, readingTimeText } from '../content-text';

/** 'By Asha · 2 h ago · 3 min read': the author (to their profile), when it was published, how long it reads. */
export function BlogByline({ blog }: { blog: Post }) {
  return (
    <p className="content-byline">
      By {blog.uploadedBy ? <PersonLink userId={blog.uploadedBy._id}>{blogAuthor(blog)}</PersonLink> : blogAuthor(blog)}
      {' · '}
      <TimeAgo dateTime={blog.createdAt} />
      {' · '}
      <span>{readingTimeText(blog)}</span>
    </p>
  );
}
