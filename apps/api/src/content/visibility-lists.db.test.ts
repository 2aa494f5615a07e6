import { blockRow, hiddenRow, reportRow, suspendRow } from '@startupsetu/server-core/testing/safety-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, readJson, signUp, startApiTestServer, type ApiTestServer, type TestAccount } from '../testing/api-test-server';
import { seedBlog, seedVideo } from '../testing/content';
import { sendForm } from '../testing/form-uploads';

// Every api read that shows people or content applies the visibility rules (DESIGN §6.3): an author
// someone blocked, was blocked by, reported, or who is hidden or suspended vanishes from each list
// for the right viewers, and liking or commenting what one cannot see answers 404 as for an
// unknown id. A bystander still sees everything.

let server: ApiTestServer;
let neutral: TestAccount;
let neutralVideo: string;
let neutralTalk: string;
let authors = 0;

beforeAll(async () => {
  server = await startApiTestServer();
  neutral = await signUp(server.baseUrl, { role: 'Hustler' });
  neutralVideo = await seedVideo(server.db, neutral.id);
  neutralTalk = await seedBlog(server.db, neutral.id, 'talk');
});

afterAll(async () => {
  await server.close();
});

async function get(path: string, account: TestAccount) {
  const response = await fetch(server.baseUrl + path, { headers: bearer(account.accessToken) });
  return { status: response.status, body: await readJson(response) };
}

async function post(path: string, account: TestAccount, body: unknown) {
  return (await postJson(server.baseUrl, path, body, bearer(account.accessToken))).status;
}

interface Author {
  account: TestAccount;
  name: string;
  video: string;
  blog: string;
  talk: string;
}

/** A named Hustler with a video, a blog and a talk, who commented on the neutral video and talk and messaged each viewer. */
async function author(viewers: TestAccount[]): Promise<Author> {
  authors += 1;
  const name = `Seen Author${authors}`;
  const account = await signUp(server.baseUrl, { role: 'Hustler' });
  const form = await sendForm(server.baseUrl, '/api/userprofile/Hustler', [['Username', name], ['currentStage', 'preSeed']], { token: account.accessToken });
  expect(form.status).toBe(200);
  const [video, blog, talk] = [await seedVideo(server.db, account.id), await seedBlog(server.db, account.id), await seedBlog(server.db, account.id, 'talk')];
  expect(await post('/api/videos/comments', account, { videoId: neutralVideo, text: `comment by ${name}` })).toBe(201);
  expect(await post(`/api/talks/${neutralTalk}/comments`, account, { text: `talk comment by ${name}` })).toBe(201);
  for (const viewer of viewers) expect(await post('/api/messages', account, { receiverId: viewer.id, text: `hello from ${name}` })).toBe(201);
  return { account, name, video, blog, talk };
}

const ids = (items: { _id: string }[]) => items.map((item) => item._id);

/** Where `viewer` meets the author or their content: true for each place that shows them. */
async function sightings(viewer: TestAccount, { account, name, video, blog, talk }: Author) {
  const q = encodeURIComponent(name);
  const [feed, videos, blogs, talks, neutralTalks, comments, profile, people, discovery, suggestions, chats, history, unread] = await Promise.all([
    get('/api/userprofile/Dashcontent?limit=50', viewer),
    get(`/api/userprofile/getvideos?author=${account.id}`, viewer),
    get(`/api/userprofile/getblogs?kind=blog&author=${account.id}`, viewer),
    get(`/api/userprofile/getblogs?kind=talk&author=${account.id}`, viewer),
    get(`/api/userprofile/getblogs?kind=talk&author=${neutral.id}`, viewer),
    get(`/api/commentget/${neutralVideo}`, viewer),
    get(`/api/users/${account.id}`, viewer),
    get(`/api/users?q=${q}`, viewer),
    get(`/api/userprofile/Hustlerprofile?q=${q}`, viewer),
    get('/api/users/suggestions?limit=50', viewer),
    get('/api/messages', viewer),
    get(`/api/messages/${account.id}`, viewer),
    get('/api/messages/unread-count', viewer),
  ]);
  const byAuthor = (list: { commentedBy: { _id: string } }[]) => list.some((c) => c.commentedBy._id === account.id);
  return {
    feed: ids(feed.body.data.videos).includes(video),
    videos: ids(videos.body.data).includes(video),
    blogs: ids(blogs.body.data).includes(blog),
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

/** What the viewer may do to the author's content: true for each write let through. */
async function writes(viewer: TestAccount, { video, talk }: Author) {
  return {
    like: (await post('/api/videos/like', viewer, { videoId: video, liked: true })) === 200,
    comment: (await post('/api/videos/comments', viewer, { videoId: video, text: 'hi' })) === 201,
    talkComment: (await post(`/api/talks/${talk}/comments`, viewer, { text: 'hi' })) === 201,
  };
}

const everywhere = (value: boolean) => ({
  feed: value, videos: value, blogs: value, talks: value, talkComments: value, videoComments: value, profile: value,
  people: value, discovery: value, suggestions: value, chats: value, history: value, unread: value,
});
const allWrites = (value: boolean) => ({ like: value, comment: value, talkComment: value });

async function investor() {
  return signUp(server.baseUrl, { role: 'Investor' });
}

describe('who sees an author', () => {
  it('a bystander sees the author everywhere and may like and comment', async () => {
    const viewer = await investor();
    const seen = await author([viewer]);
    expect(await sightings(viewer, seen)).toEqual(everywhere(true));
    expect(await writes(viewer, seen)).toEqual(allWrites(true));
  });

  it('someone who blocked the author, or whom the author blocked, meets them nowhere; a third person still does', async () => {
    const [blocker, blocked, third] = [await investor(), await investor(), await investor()];
    const seen = await author([blocker, blocked, third]);
    await blockRow(server.db, blocker.id, seen.account.id);
    await blockRow(server.db, seen.account.id, blocked.id);
    expect(await sightings(blocker, seen)).toEqual(everywhere(false));
    expect(await sightings(blocked, seen)).toEqual(everywhere(false));
    expect(await writes(blocker, seen)).toEqual(allWrites(false));
    expect(await writes(blocked, seen)).toEqual(allWrites(false));
    expect(await sightings(third, seen)).toEqual(everywhere(true));
  });

  it('someone who reported the author meets them nowhere; others still do', async () => {
    const [reporter, third] = [await investor(), await investor()];
    const seen = await author([reporter, third]);
    await reportRow(server.db, reporter.id, 'user', seen.account.id);
    expect(await sightings(reporter, seen)).toEqual(everywhere(false));
    expect(await writes(reporter, seen)).toEqual(allWrites(false));
    expect(await sightings(third, seen)).toEqual(everywhere(true));
  });

  it('a suspended or hidden author is out of sight of everyone', async () => {
    const [one, two] = [await investor(), await investor()];
    const suspended = await author([one]);
    const hidden = await author([two]);
    await suspendRow(server.db, suspended.account.id);
    await hiddenRow(server.db, 'user', hidden.account.id);
    expect(await sightings(one, suspended)).toEqual(everywhere(false));
    expect(await sightings(two, hidden)).toEqual(everywhere(false));
    expect(await writes(two, hidden)).toEqual(allWrites(false));
  });
});

describe('who sees a piece of content', () => {
  it('a reported video, blog, talk or comment vanishes for its reporter only; the author stays in sight', async () => {
    const [reporter, third] = [await investor(), await investor()];
    const seen = await author([reporter, third]);
    const { body: talkList } = await get(`/api/userprofile/getblogs?kind=talk&author=${neutral.id}`, reporter);
    const talkComment = talkList.data[0].comments.find((c: any) => c.commentedBy._id === seen.account.id)._id;
    const { body: commentList } = await get(`/api/commentget/${neutralVideo}`, reporter);
    const videoComment = commentList.comments.find((c: any) => c.commentedBy._id === seen.account.id)._id;
    await reportRow(server.db, reporter.id, 'video', seen.video);
    await reportRow(server.db, reporter.id, 'blog', seen.blog);
    await reportRow(server.db, reporter.id, 'talk', seen.talk);
    await reportRow(server.db, reporter.id, 'comment', videoComment);
    await reportRow(server.db, reporter.id, 'talkComment', talkComment);
    const contentGone = { feed: false, videos: false, blogs: false, talks: false, talkComments: false, videoComments: false };
    expect(await sightings(reporter, seen)).toEqual({ ...everywhere(true), ...contentGone });
    expect(await writes(reporter, seen)).toEqual(allWrites(false));
    expect(await sightings(third, seen)).toEqual(everywhere(true));
  });

  it('hidden content is out of sight of everyone, its author included', async () => {
    const viewer = await investor();
    const seen = await author([viewer]);
    await hiddenRow(server.db, 'video', seen.video);
    await hiddenRow(server.db, 'blog', seen.blog);
    await hiddenRow(server.db, 'talk', seen.talk);
    const gone = { feed: false, videos: false, blogs: false, talks: false };
    expect(await sightings(viewer, seen)).toMatchObject(gone);
    const { body } = await get(`/api/userprofile/getvideos?author=${seen.account.id}`, seen.account);
    expect(body.data).toEqual([]);
    expect(await writes(viewer, seen)).toEqual(allWrites(false));
  });

  it('comments on a video out of sight are not listed, even signed out', async () => {
    const seen = await author([]);
    await hiddenRow(server.db, 'video', seen.video);
    expect((await fetch(`${server.baseUrl}/api/commentget/${seen.video}`)).status).toBe(404);
    const hiddenComment = await author([]);
    const { body } = await get(`/api/commentget/${neutralVideo}`, neutral);
    const id = body.comments.find((c: any) => c.commentedBy._id === hiddenComment.account.id)._id;
    await hiddenRow(server.db, 'comment', id);
    const signedOut = await readJson(await fetch(`${server.baseUrl}/api/commentget/${neutralVideo}`));
    expect(ids(signedOut.comments)).not.toContain(id);
  });
});
