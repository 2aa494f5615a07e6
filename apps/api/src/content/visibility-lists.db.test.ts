import { blockRow, hiddenRow, reportRow, suspendRow } from '@startupsetu/server-core/testing/safety-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, signUp, startApiTestServer, type ApiTestServer } from '../testing/api-test-server';
import { allWrites, everywhere, sightingsKit } from '../testing/sightings';

// Every api read that shows people or content applies the visibility rules (DESIGN §6.3): an author
// someone blocked, was blocked by, reported, or who is hidden or suspended vanishes from each list
// for the right viewers, and liking or commenting what one cannot see answers 404 as for an
// unknown id. A bystander still sees everything.

let server: ApiTestServer;
const { get, author, sightings, writes, neutralPlace, ids } = sightingsKit(() => server);
let neutral: Awaited<ReturnType<typeof neutralPlace>>['account'];
let neutralVideo: string;

beforeAll(async () => {
  server = await startApiTestServer();
  ({ account: neutral, video: neutralVideo } = await neutralPlace());
});

afterAll(async () => {
  await server.close();
});

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
    const contentGone = { feed: false, videos: false, blogs: false, blogPage: false, talks: false, talkComments: false, videoComments: false };
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
