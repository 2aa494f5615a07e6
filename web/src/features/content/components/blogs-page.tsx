import { MAX_BLOG_CONTENT_LENGTH, MAX_TITLE_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useState } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { postsOptions } from '../api/content-queries';
import { contentKeys } from '../../../entities/content/content-keys';
import type { Post, PostsPage } from '../api/content-types';
import { editBlog } from '../api/own-content-api';
import { patchPost } from '../cache-updates';
import { useLiveContent } from '../hooks/use-live-content';
import { isOwn, useDeleteContent, useWithoutPendingDeletes } from '../hooks/use-own-content';
import { blogsErrorText } from '../api/list-errors';
import { useLoadedItems } from '../hooks/use-loaded-items';
import { BlogByline } from './blog-byline';
import { EditInPlace } from './edit-in-place';
import { InfiniteList } from './infinite-list';
import { OwnItemMenu } from './own-item-menu';
import { ReportContentMenu } from './report-content-menu';
import '../content.css';

const postsOf = (page: PostsPage) => page.data;

/** /blogs: the published blogs, newest first. */
export function BlogsPage() {
  const list = useInfiniteQuery(postsOptions('blog'));
  const blogs = useWithoutPendingDeletes(useLoadedItems(list.data, postsOf), 'blog');
  useLiveContent();

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
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteContent();

  async function save({ title = blog.title, content = blog.content }: Record<string, string>) {
    const result = await editBlog(blog._id, { title, content });
    const patch = result.queued ? { title, content } : { title: result.data.blog.title, content: result.data.blog.content };
    queryClient.setQueryData<InfiniteData<PostsPage>>(contentKeys.posts('blog'), (data) => patchPost(data, blog._id, patch));
    setEditing(false);
  }

  return (
    <article className="content-card content-blog" aria-labelledby={`blog-${blog._id}`}>
      {blog.coverImageUrl && <img className="content-cover" src={blog.coverImageUrl} alt="" width={1600} height={900} loading="lazy" />}
      <div className="content-card-head">
        <h2 id={`blog-${blog._id}`} className="content-card-title">
          <Link to="/blogs/$blogId" params={{ blogId: blog._id }} className="content-title-link">
            {blog.title}
          </Link>
        </h2>
        {isOwn(blog.uploadedBy?._id) ? (
          <OwnItemMenu noun="blog" onEdit={() => setEditing(true)} onDelete={() => remove({ type: 'blog', id: blog._id })} />
        ) : (
          <ReportContentMenu target={{ type: 'blog', id: blog._id }} />
        )}
      </div>
      {editing && (
        <EditInPlace
          fields={[
            { name: 'title', label: 'Title', value: blog.title, maxLength: MAX_TITLE_LENGTH, required: true },
            { name: 'content', label: 'Content', value: blog.content, maxLength: MAX_BLOG_CONTENT_LENGTH, multiline: true, required: true },
          ]}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      )}
      <BlogByline blog={blog} />
      <p className="content-summary">{blog.summary}</p>
      {!editing && <div className="content-card-text">{blog.content}</div>}
    </article>
  );
}
