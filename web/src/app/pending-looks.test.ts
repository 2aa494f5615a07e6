import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pendingLookFor as lookOf } from './pending-looks';
import { createAppRouter } from './router';

const router = createAppRouter(new QueryClient());
const pendingLookFor = (pathname: string) => lookOf(router, pathname);

describe('pendingLookFor (a signed-in page while its code or data comes)', () => {
  it("gives the page's own heading and the shape of its first list, whatever the path's case", () => {
    expect(pendingLookFor('/blogs')).toEqual({ title: 'Blogs', shape: 'card' });
    expect(pendingLookFor('/blogs/01abc')).toEqual({ shape: 'card' });
    expect(pendingLookFor('/notification/')).toEqual({ title: 'Notifications', shape: 'row' });
    expect(pendingLookFor('/FINDINVESTOR')).toEqual({ title: 'Investors Hall of Fame', shape: 'card' });
  });

  it("names a dashboard by its role, with the feed's placeholders where the role has a feed and job cards for the Job Seeker", () => {
    expect(pendingLookFor('/dashboard/Hustler')).toEqual({ title: 'Hustler Dashboard', shape: 'video' });
    expect(pendingLookFor('/dashboard/jobSeeker')).toEqual({ title: 'Job Seeker Dashboard', shape: 'card' });
  });

  it('draws placeholders without a heading for a person, and nothing for a page that is not signed in', () => {
    expect(pendingLookFor('/people/abc')).toEqual({ shape: 'card' });
    expect(pendingLookFor('/AboutUs')).toBeNull();
    expect(pendingLookFor('/')).toBeNull();
  });
});
