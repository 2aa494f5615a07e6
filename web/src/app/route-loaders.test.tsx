import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../testing/api-stub';
import { signInAs } from '../testing/render-ui';
import { loadJobApplicants, loadMessages, loadMyApplications, loadNetwork, loadPerson, loadProfile, loadSettings } from './route-loaders';

// A page whose sections each read once drawn makes a phone wait twice: for the page's code and reads,
// then for the sections' reads. Each loader asks for every read its first screen shows, together.

/** The GET paths (with their query) a loader asked for. */
async function readsOf(load: (args: never) => Promise<unknown>, args: Record<string, unknown> = {}): Promise<string[]> {
  const api = stubApi({});
  signInAs('me');
  await load({ context: { queryClient: new QueryClient() }, cause: 'enter', deps: {}, ...args } as never);
  return api.sent.filter((request) => request.method === 'GET').map((request) => `${request.path}${request.search.size ? `?${request.search}` : ''}`);
}

describe("a page's loader", () => {
  it.each([
    ['/messages', loadMessages, {}, ['/api/connects/connections', '/api/users/suggestions', '/api/messages', '/api/messages/requests']],
    ['/settings', loadSettings, {}, ['/api/auth/sessions', '/api/settings/privacy', '/api/verifications/mine', '/api/blocks']],
    ['/networking', loadNetwork, {}, ['/api/connects/requests', '/api/connects/connections', '/api/users/suggestions']],
    ['/applications', loadMyApplications, {}, ['/api/applications/mine']],
    ['/jobs/$jobId/applicants', loadJobApplicants, { params: { jobId: 'j1' } }, ['/api/jobs/j1', '/api/jobs/j1/applications']],
    ['/Profile', loadProfile, {}, ['/api/startups']],
    [
      '/people/$userId',
      loadPerson,
      { params: { userId: 'u2' } },
      ['/api/users/u2', '/api/startups', '/api/userprofile/getvideos', '/api/userprofile/getblogs'],
    ],
  ])('of %s asks for every section of its first screen at once', async (_page, load, args, paths) => {
    const reads = await readsOf(load as never, args);
    for (const path of paths) expect(reads.some((read) => read === path || read.startsWith(`${path}?`))).toBe(true);
  });

  it("of a person's page asks for their videos, blogs and talks and the startups they are in, by their id", async () => {
    const reads = await readsOf(loadPerson as never, { params: { userId: 'u2' } });
    expect(reads.filter((read) => read.includes('author=u2'))).toHaveLength(3);
    expect(reads).toContainEqual(expect.stringMatching(/^\/api\/startups\?.*member=u2/));
  });

  it("of /Profile asks for the signed-in user's own startups", async () => {
    expect(await readsOf(loadProfile as never)).toContainEqual(expect.stringMatching(/^\/api\/startups\?.*member=me/));
  });
});
