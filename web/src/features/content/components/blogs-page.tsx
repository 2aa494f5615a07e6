import { useInfiniteQuery } from '@tanstack/react-query';
import { PersonLink } from '../../../components/person-link';
import { postsOptions } from '../api/content-queries';
import type { Post } from '../api/content-types';
import { blogsErrorText } from '../api/list-errors';
import { useLoadedItems } from '../hooks/use-loaded-items';
import { blogAuthor } from '../content-text';
import { InfiniteList } from './infinite-list';
import '../content.css';

/** /blogs: the published blogs, newest first. */
export function BlogsPage() {
  const list = useInfiniteQuery(postsOptions('blog'));
  const blogs = useLoadedItems(list.data, (page) => page.data);

  return (
    <main className="page content-page">
      <h1>Blogs</h1>
      <InfiniteList
        list={list}
        items={blogs}
        keyOf={(blog) => blog._id}
        renderItem={(blog) => <BlogCard blog={blog} />}
        empty="No blogs available."
        errorText={blogsErrorText}
        className="content-list"
        skeleton="card"
      />
    </main>
  );
}

function BlogCard({ blog }: { blog: Post }) {
  return (
    <article className="content-card content-blog" aria-labelledby={`blog-${blog._id}`}>
      {blog.coverImageUrl && <img className="content-cover" src={blog.coverImageUrl} alt="" loading="lazy" />}
      <h2 id={`blog-${blog._id}`} className="content-card-title">
        {blog.title}
      </h2>
      <p className="content-byline">
        By{' '}
        {blog.uploadedBy ? (
          <PersonLink userId={blog.uploadedBy._id}>{blogAuthor(blog)}</PersonLink>
        ) : (
          blogAuthor(blog)
        )}
      </p>
      <p className="content-summary">{blog.summary}</p>
      <div className="content-card-text">{blog.content}</div>
    </article>
  );
}
