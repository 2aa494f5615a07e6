import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../../testing/api-test-server';
import { getJson, seedBlog } from '../../testing/content';
import { jpegBytes, listMediaDir, pngBytes, sendForm, type FormEntries } from '../../testing/form-uploads';

const MISSING = 'Please provide a title, summary, and content.';
const FIVE_MB = 5 * 1024 * 1024;

let server: ApiTestServer;
let hustler: TestAccount;

beforeAll(async () => {
  server = await startApiTestServer();
  hustler = await signUp(server.baseUrl, { role: 'Hustler' });
});

afterAll(async () => {
  await server.close();
});

const addBlog = (entries: FormEntries, token = hustler.accessToken) =>
  sendForm(server.baseUrl, '/api/userprofile/addblog', entries, { token });
const fields = (overrides: Record<string, string> = {}): FormEntries =>
  Object.entries({ title: 'Bootstrapping', summary: 'How we did it', content: 'Long story.', ...overrides });
const mediaFiles = () => listMediaDir(server.config.mediaDir);
const blogCount = async () => (await server.db.selectFrom('blogs').select('id').execute()).length;

describe('POST /api/userprofile/addblog', () => {
  it('publishes a blog without a cover', async () => {
    const response = await addBlog(fields({ title: '  Bootstrapping  ' }));
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({
      success: true,
      message: 'Blog published successfully!',
      blog: {
        _id: expect.stringMatching(/^[0-9a-f]{26}$/),
        kind: 'blog',
        title: 'Bootstrapping',
        summary: 'How we did it',
        content: 'Long story.',
        coverImageUrl: null,
        createdAt: expect.any(String),
        uploadedBy: { _id: hustler.id, verified: false, profiledetails: { profilePic: null } },
        comments: [],
        commentCount: 0,
      },
    });
  });

  it('publishes a blog with a cover image, served from /media', async () => {
    const cover = jpegBytes(2000);
    const response = await addBlog([...fields(), ['image', { bytes: cover, filename: 'cover.jpg', type: 'image/jpeg' }]]);
    expect(response.status).toBe(201);
    const { blog } = await readJson(response);
    expect(blog.coverImageUrl).toMatch(/^\/media\/[0-9a-f]+\.jpg$/);
    const served = await fetch(server.baseUrl + blog.coverImageUrl);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(cover);
  });

  it('treats an empty file input as no cover', async () => {
    const response = await addBlog([...fields(), ['image', { bytes: '', filename: '' }]]);
    expect(response.status).toBe(201);
    expect((await readJson(response)).blog.coverImageUrl).toBeNull();
  });

  it('takes content of 20000 characters and refuses 20001', async () => {
    const long = 'w'.repeat(20000);
    const ok = await addBlog(fields({ content: long }));
    expect(ok.status).toBe(201);
    expect((await readJson(ok)).blog.content).toBe(long);

    const message = 'content must be at most 20000 characters long';
    const tooLong = await addBlog(fields({ content: `${long}w` }));
    expect(tooLong.status).toBe(400);
    expect(await readJson(tooLong)).toMatchObject({ message, error: message });
    // Multi-byte characters count as characters, not bytes.
    expect((await addBlog(fields({ content: '€'.repeat(20000) }))).status).toBe(201);
  });

  it('still caps other forms’ text fields at 2000 characters', async () => {
    const response = await sendForm(server.baseUrl, '/api/userprofile/Hustler', [['bio', 'b'.repeat(9000)]], {
      token: hustler.accessToken,
    });
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toBe('bio must be at most 2000 characters long');
  });

  it.each<[string, FormEntries]>([
    ['no title', fields().filter(([name]) => name !== 'title')],
    ['a blank summary', fields({ summary: '   ' })],
    ['no content', fields().filter(([name]) => name !== 'content')],
    ['nothing at all', []],
  ])('refuses %s with the spec’s message and leaves no file', async (_case, entries) => {
    const before = { files: await mediaFiles(), blogs: await blogCount() };
    const response = await addBlog([['image', { bytes: pngBytes(), filename: 'c.png', type: 'image/png' }], ...entries]);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ success: false, message: MISSING, error: MISSING });
    expect(await mediaFiles()).toEqual(before.files);
    expect(await blogCount()).toBe(before.blogs);
  });

  it.each<[string, FormEntries, number, string]>([
    ['a title over 200 characters', fields({ title: 't'.repeat(201) }), 400, 'title must be at most 200 characters long'],
    ['a summary over 1000 characters', fields({ summary: 's'.repeat(1001) }), 400, 'summary must be at most 1000 characters long'],
    // Over the usual 8 KB cut-off of short fields, which a long field in the same form does not lift.
    ['a title of 9000 characters', fields({ title: 't'.repeat(9000) }), 400, 'title must be at most 200 characters long'],
    ['content sent twice', [...fields(), ['content', 'again']], 400, 'content must be sent only once'],
    [
      'a text file as cover',
      [...fields(), ['image', { bytes: 'not a picture', filename: 'c.png', type: 'image/png' }]],
      415,
      'Cover image must be a PNG or JPEG image',
    ],
    [
      'a cover over 5 MB',
      [...fields(), ['image', { bytes: pngBytes(FIVE_MB + 1), filename: 'c.png', type: 'image/png' }]],
      413,
      'Cover image must be at most 5 MB',
    ],
  ])('refuses %s and leaves no file', async (_case, entries, status, message) => {
    const before = { files: await mediaFiles(), blogs: await blogCount() };
    const response = await addBlog(entries);
    expect(response.status).toBe(status);
    expect(await readJson(response)).toMatchObject({ success: false, message, error: message });
    expect(await mediaFiles()).toEqual(before.files);
    expect(await blogCount()).toBe(before.blogs);
  });

  it('needs a token', async () => {
    const response = await sendForm(server.baseUrl, '/api/userprofile/addblog', fields());
    expect(response.status).toBe(401);
  });

  it.each(['Investor', 'Cofounder', 'Jobseeker'])("refuses a %s with 403 'Only Hustlers can publish blogs'", async (role) => {
    const before = { files: await mediaFiles(), blogs: await blogCount() };
    const other = await signUp(server.baseUrl, { role });
    const response = await addBlog([...fields(), ['image', { bytes: pngBytes(), filename: 'c.png', type: 'image/png' }]], other.accessToken);
    expect(response.status).toBe(403);
    expect(await readJson(response)).toMatchObject({ success: false, message: 'Only Hustlers can publish blogs' });
    expect(await mediaFiles()).toEqual(before.files);
    expect(await blogCount()).toBe(before.blogs);
  });
});

describe('GET /api/userprofile/getblogs', () => {
  it('lists blogs, talks or both, newest first and paged', async () => {
    const ids = {
      blogA: await seedBlog(server.db, hustler.id, 'blog'),
      talkA: await seedBlog(server.db, hustler.id, 'talk'),
      blogB: await seedBlog(server.db, hustler.id, 'blog'),
      talkB: await seedBlog(server.db, hustler.id, 'talk'),
    };
    const list = async (query: string) => {
      const response = await getJson(server.baseUrl, `/api/userprofile/getblogs${query}`, hustler.accessToken);
      expect(response.status).toBe(200);
      return readJson(response);
    };
    const talks = await list('?kind=talk');
    expect(talks).toMatchObject({ success: true, nextCursor: null });
    expect(talks.data.map((item: { _id: string }) => item._id)).toEqual([ids.talkB, ids.talkA]);
    expect(talks.data[0]).toMatchObject({ kind: 'talk', summary: '', content: '', comments: [] });

    const blogs = await list('?kind=blog&limit=2');
    expect(blogs.data.map((item: { _id: string }) => item._id)).toEqual([ids.blogB, ids.blogA]);
    expect(blogs.nextCursor).toBe(ids.blogA);
    const rest = await list(`?kind=blog&cursor=${blogs.nextCursor}`);
    expect(rest.data.every((item: { kind: string; _id: string }) => item.kind === 'blog' && item._id < ids.blogA)).toBe(true);

    const mixed = await list('?limit=4');
    expect(mixed.data.map((item: { _id: string }) => item._id)).toEqual([ids.talkB, ids.blogB, ids.talkA, ids.blogA]);
    expect(JSON.stringify(mixed)).not.toMatch(/password/);
  });

  it('refuses an unknown kind and a call without a token', async () => {
    const wrong = await getJson(server.baseUrl, '/api/userprofile/getblogs?kind=vlog', hustler.accessToken);
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).message).toBe('kind must be one of blog, talk');
    expect((await getJson(server.baseUrl, '/api/userprofile/getblogs')).status).toBe(401);
  });
});

describe('GET /api/blogs/:id', () => {
  it('answers one blog with its author and time, for any signed-in role', async () => {
    const blogId = await seedBlog(server.db, hustler.id, 'blog');
    const reader = await signUp(server.baseUrl, { role: 'Jobseeker' });
    const response = await getJson(server.baseUrl, `/api/blogs/${blogId}`, reader.accessToken);
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toMatchObject({ success: true, blog: { _id: blogId, kind: 'blog', uploadedBy: { _id: hustler.id }, createdAt: expect.any(String) } });
    expect(JSON.stringify(body)).not.toMatch(/password|email/);
  });

  it('answers 404 for a talk, an unknown or malformed id, and a deleted blog', async () => {
    const talkId = await seedBlog(server.db, hustler.id, 'talk');
    const gone = await seedBlog(server.db, hustler.id, 'blog');
    await server.db.deleteFrom('blogs').where('id', '=', gone).execute();
    for (const id of [talkId, '0'.repeat(26), 'not-an-id', gone]) {
      const response = await getJson(server.baseUrl, `/api/blogs/${id}`, hustler.accessToken);
      expect(response.status, id).toBe(404);
      expect(await readJson(response)).toMatchObject({ success: false, message: 'Blog not found' });
    }
  });

  it('needs a token', async () => {
    const blogId = await seedBlog(server.db, hustler.id, 'blog');
    expect((await getJson(server.baseUrl, `/api/blogs/${blogId}`)).status).toBe(401);
  });
});
