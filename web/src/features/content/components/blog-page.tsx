import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SkeletonList } from '../../../components/skeleton-list';
import { ApiError } from '../../../lib/api-client';
import { blogOptions } from '../api/content-queries';
import { blogsErrorText } from '../api/list-errors';
import { useLiveContent } from '../hooks/use-live-content';
import { isOwn, useDeleteContent } from '../hooks/use-own-content';
import { BlogByline } from './blog-byline';
import { OwnItemMenu } from './own-item-menu';
import { ReportContentMenu } from './report-content-menu';
import '../content.css';

function BlogNotFound() {
  return (
    <main className="page content-page">
      <div className="content-card content-blog-missing" role="alert">
        <h1>Blog not found</h1>
        <p>This blog may have been removed, or the link is wrong.</p>
        <Link to="/blogs">Back to Blogs</Link>
      </div>
    </main>
  );
}

/** /blogs/$blogId: one blog whole, with its author, when it was published and how long it takes to read. */
export function BlogPage({ blogId }: { blogId: string }) {
  const blog = useQuery(blogOptions(blogId));
  const remove = useDeleteContent();
  useLiveContent();

  if (blog.isPending) {
    return (
      <main className="page content-page" aria-busy="true">
        <SkeletonList shape="card" count={1} />
      </main>
    );
  }
  // A blog out of the reader's sight (blocked, reported, hidden) answers 404 like a removed one.
  if (blog.error instanceof ApiError && blog.error.status === 404) return <BlogNotFound />;
  if (!blog.data) {
    return (
      <main className="page content-page">
        <p className="field-error" role="alert">
          {blogsErrorText(blog.error)}{' '}
          <button type="button" className="content-link-button" onClick={() => void blog.refetch()}>
            Try again
          </button>
        </p>
      </main>
    );
  }

  const post = blog.data;
  return (
    <main className="page content-page">
      <article className="content-card content-blog content-blog-page" aria-labelledby="blog-title">
        {post.coverImageUrl && <img className="content-cover" src={post.coverImageUrl} alt="" width={1600} height={900} />}
        <div className="content-card-head">
          <h1 id="blog-title" className="content-blog-page-title">
            {post.title}
          </h1>
          {isOwn(post.uploadedBy?._id) ? (
            <OwnItemMenu noun="blog" onDelete={() => remove({ type: 'blog', id: post._id })} />
          ) : (
            <ReportContentMenu target={{ type: 'blog', id: post._id }} />
          )}
        </div>
        <BlogByline blog={post} />
        <p className="content-summary">{post.summary}</p>
        <div className="content-card-text">{post.content}</div>
        <Link to="/blogs" className="content-blog-back">
          All blogs
        </Link>
      </article>
    </main>
  );
}
