import { expect } from 'vitest';
import { bearer, postJson, readJson, signUp, type ApiTestServer, type TestAccount } from './api-test-server';
import { seedBlog, seedVideo } from './content';
import { sendForm } from './form-uploads';
import { letWrite } from './message-request-route-samples';

// Where a viewer meets another person or their content in the api (DESIGN §6.3), for the
// visibility and block tests: each place answers true when it shows them.

export interface Author {
  account: TestAccount;
  name: string;
  video: string;
  blog: string;
  talk: string;
}

let authors = 0;

export function sightingsKit(server: () => ApiTestServer) {
  let neutral: { account: TestAccount; video: string; talk: string } | undefined;

  async function get(path: string, account: TestAccount) {
    const response = await fetch(server().baseUrl + path, { headers: bearer(account.accessToken) });
    return { status: response.status, body: await readJson(response) };
  }

  async function post(path: string, account: TestAccount, body: unknown) {
    return (await postJson(server().baseUrl, path, body, bearer(account.accessToken))).status;
  }

  /** A Hustler with a video and a talk that every author comments on. */
  async function neutralPlace() {
    if (!neutral) {
      const account = await signUp(server().baseUrl, { role: 'Hustler' });
      neutral = { account, video: await seedVideo(server().db, account.id), talk: await seedBlog(server().db, account.id, 'talk') };
    }
    return neutral;
  }

  /** A named Hustler with a video (with a comment of their own), a blog and a talk, who commented on the neutral video and talk and messaged each of `viewers`. */
  async function author(viewers: TestAccount[]): Promise<Author> {
    authors += 1;
    const name = `Seen Author${authors}`;
    const { video: neutralVideo, talk: neutralTalk } = await neutralPlace();
    const account = await signUp(server().baseUrl, { role: 'Hustler' });
    const form = await sendForm(server().baseUrl, '/api/userprofile/Hustler', [['Username', name], ['currentStage', 'preSeed']], { token: account.accessToken });
    expect(form.status).toBe(200);
    const db = server().db;
    const [video, blog, talk] = [await seedVideo(db, account.id), await seedBlog(db, account.id), await seedBlog(db, account.id, 'talk')];
    expect(await post('/api/videos/comments', account, { videoId: video, text: `own comment by ${name}` })).toBe(201);
    expect(await post('/api/videos/comments', account, { videoId: neutralVideo, text: `comment by ${name}` })).toBe(201);
    expect(await post(`/api/talks/${neutralTalk}/comments`, account, { text: `talk comment by ${name}` })).toBe(201);
    for (const viewer of viewers) await message(account, viewer);
    return { account, name, video, blog, talk };
  }

  async function message(from: TestAccount, to: TestAccount) {
    await letWrite(server().db, from.id, to.id);
    expect(await post('/api/messages', from, { receiverId: to.id, text: `hello from ${from.id}` })).toBe(201);
  }

  const ids = (items: { _id: string }[]) => items.map((item) => item._id);

  /** Where `viewer` meets the author or their content. */
  async function sightings(viewer: TestAccount, { account, name, video, blog, talk }: Author) {
    const { account: neutralAccount, video: neutralVideo } = await neutralPlace();
    const q = encodeURIComponent(name);
    const [feed, videos, blogs, talks, neutralTalks, comments, profile, people, discovery, suggestions, chats, history, unread, blogPage] = await Promise.all([
      get('/api/userprofile/Dashcontent?limit=50', viewer),
      get(`/api/userprofile/getvideos?author=${account.id}`, viewer),
      get(`/api/userprofile/getblogs?kind=blog&author=${account.id}`, viewer),
      get(`/api/userprofile/getblogs?kind=talk&author=${account.id}`, viewer),
      get(`/api/userprofile/getblogs?kind=talk&author=${neutralAccount.id}`, viewer),
      get(`/api/commentget/${neutralVideo}`, viewer),
      get(`/api/users/${account.id}`, viewer),
      get(`/api/users?q=${q}`, viewer),
      get(`/api/userprofile/Hustlerprofile?q=${q}`, viewer),
      get('/api/users/suggestions?limit=50', viewer),
      get('/api/messages', viewer),
      get(`/api/messages/${account.id}`, viewer),
      get('/api/messages/unread-count', viewer),
      get(`/api/blogs/${blog}`, viewer),
    ]);
    const byAuthor = (list: { commentedBy: { _id: string } }[]) => list.some((c) => c.commentedBy._id === account.id);
    return {
      feed: ids(feed.body.data.videos).includes(video),
      videos: ids(videos.body.data).includes(video),
      blogs: ids(blogs.body.data).includes(blog),
      blogPage: blogPage.status === 200,
      talks: ids(talks.body.data).includes(talk),
      talkComments: byAuthor(neutralTalks.body.data[0].comments),
      videoComments: byAuthor(comments.body.comments),
      profile: profile.status === 200,
      people: ids(people.body).includes(account.id),
      discovery: ids(discovery.body.data).includes(account.id),
      suggestions: ids(suggestions.body.data).includes(account.id),
      chats: ids(chats.body).includes(account.id),
      history: history.status === 200 && history.body.length > 0,
      unread: unread.body.count > 0,
    };
  }

  /**
   * What the viewer may do to the author's content: true for each write let through, and whether
   * reading the comments of the author's video shows the author's own comment there.
   */
  async function writes(viewer: TestAccount, { account, video, talk }: Author) {
    const like = (await post('/api/videos/like', viewer, { videoId: video, liked: true })) === 200;
    const comment = (await post('/api/videos/comments', viewer, { videoId: video, text: 'hi' })) === 201;
    const listed = await get(`/api/commentget/${video}`, viewer);
    return {
      like,
      comment,
      ownCommentRead: listed.status === 200 && listed.body.comments.some((c: { commentedBy: { _id: string } }) => c.commentedBy._id === account.id),
      talkComment: (await post(`/api/talks/${talk}/comments`, viewer, { text: 'hi' })) === 201,
    };
  }

  return { get, post, author, message, sightings, writes, neutralPlace, ids };
}

export const everywhere = (value: boolean) => ({
  feed: value, videos: value, blogs: value, blogPage: value, talks: value, talkComments: value, videoComments: value, profile: value,
  people: value, discovery: value, suggestions: value, chats: value, history: value, unread: value,
});

export const allWrites = (value: boolean) => ({ like: value, comment: value, ownCommentRead: value, talkComment: value });
