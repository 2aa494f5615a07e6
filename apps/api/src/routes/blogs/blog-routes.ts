import { HttpError } from '@startupsetu/server-core/errors';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { BLOG_COVER_UPLOAD } from '@startupsetu/server-core/media/media-types';
import type { FastifyInstance } from 'fastify';
import { fieldMaxLengths, parseFormFields, textValue, type FormRules } from '../../forms/form-fields';
import { readMultipartForm } from '../../forms/multipart-form';
import { saveWithUpload } from '../../forms/save-with-upload';
import { multipartFormSchema } from '../../schemas/form-docs';
import { afterContentDeleted, announceContentChanged, DELETED_REPLY, editedText, requireOwner } from '../../content/own-content';
import { isContentId } from '../../schemas/content';
import {
  addBlogSchema,
  deleteBlogSchema,
  editBlogSchema,
  getBlogSchema,
  getBlogsSchema,
  type BlogListQuerystring,
  type EditBlogBody,
} from './blog-schemas';
import { deletePost, findBlogView, findPostOwnership, insertBlog, listBlogs, updatePost } from './blogs-repository';
import { MAX_BLOG_CONTENT_LENGTH, MAX_BLOG_SUMMARY_LENGTH, MAX_TITLE_LENGTH } from '@startupsetu/server-core/contract/field-limits';

const COVER_FIELD = 'image';
const BLOG_FORM: FormRules = {
  title: { type: 'text', maxLength: MAX_TITLE_LENGTH },
  summary: { type: 'text', maxLength: MAX_BLOG_SUMMARY_LENGTH },
  content: { type: 'text', maxLength: MAX_BLOG_CONTENT_LENGTH },
};
// The spec's own wording (section 5).
const MISSING_FIELDS = 'Please provide a title, summary, and content.';

const COVER = { field: COVER_FIELD, description: 'optional cover image (png or jpeg)' };
const addBlogRoute = {
  schema: { ...addBlogSchema, multipartBody: multipartFormSchema(BLOG_FORM, COVER, ['title', 'summary', 'content']) },
  config: { multipart: true },
};

// Registered under /api.
export default async function blogRoutes(app: FastifyInstance) {
  const { db, media } = app;

  app.post('/userprofile/addblog', addBlogRoute, async (request, reply) => {
    const user = requireUser(request);
    if (user.role !== 'Hustler') throw new HttpError(403, 'Only Hustlers can publish blogs');
    const { values, file } = await readMultipartForm(request, media, {
      fields: Object.keys(BLOG_FORM),
      file: { field: COVER_FIELD, policy: BLOG_COVER_UPLOAD },
      maxLengths: fieldMaxLengths(BLOG_FORM),
    });
    const blog = await saveWithUpload(media, file, async (commit) => {
      const fields = parseFormFields(BLOG_FORM, values);
      const [title, summary, content] = ['title', 'summary', 'content'].map((name) => textValue(fields, name));
      if (!title || !summary || !content) throw new HttpError(400, MISSING_FIELDS);
      const coverImage = await commit();
      const id = await insertBlog(db, { kind: 'blog', userId: user.id, title, summary, content, coverImage });
      return findBlogView(db, id, user.id);
    });
    return reply.code(201).send({ success: true, message: 'Blog published successfully!', blog });
  });

  app.get<{ Querystring: BlogListQuerystring }>('/userprofile/getblogs', { schema: getBlogsSchema }, async (request) => {
    const page = await listBlogs(db, { ...request.query, viewerId: requireUser(request).id });
    return { success: true, data: page.items, nextCursor: page.nextCursor };
  });

  app.get<{ Params: { id: string } }>('/blogs/:id', { schema: getBlogSchema }, async (request) => {
    const { id } = request.params;
    const blog = isContentId(id) ? await findBlogView(db, id, requireUser(request).id) : undefined;
    if (blog?.kind !== 'blog') throw new HttpError(404, 'Blog not found');
    return { success: true, blog };
  });

  app.put<{ Params: { id: string }; Body: EditBlogBody }>('/blogs/:id', { schema: editBlogSchema }, async (request) => {
    const user = requireUser(request);
    const { id } = request.params;
    const found = isContentId(id) ? await findPostOwnership(db, id, 'blog') : undefined;
    requireOwner(found, 'Blog not found', (blog) => blog.user_id === user.id, 'change');
    await updatePost(db, id, { title: editedText(request.body.title, 'title'), content: editedText(request.body.content, 'content') });
    const blog = await findBlogView(db, id, user.id);
    if (!blog) throw new HttpError(404, 'Blog not found');
    announceContentChanged(app, 'blog', id);
    return { success: true, blog };
  });

  app.delete<{ Params: { id: string } }>('/blogs/:id', { schema: deleteBlogSchema }, async (request) => {
    const user = requireUser(request);
    const { id } = request.params;
    const found = isContentId(id) ? await findPostOwnership(db, id, 'blog') : undefined;
    const blog = requireOwner(found, 'Blog not found', (row) => row.user_id === user.id, 'delete');
    if (!(await deletePost(db, id))) throw new HttpError(404, 'Blog not found');
    await afterContentDeleted(app, { type: 'blog', id, mediaFiles: [blog.cover_image] });
    return DELETED_REPLY;
  });
}
