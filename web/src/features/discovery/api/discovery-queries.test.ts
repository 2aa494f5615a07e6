import { describe, expect, it } from 'vitest';
import type { User } from '../../../types/api';
import { discoveryListOptions, discoveryUrl, usersOf, type DiscoveryPage } from './discovery-queries';

const user = (id: string): User => ({ _id: id, email: `${id}@example.in`, role: 'Cofounder', verified: false, profiledetails: { profilePic: null } });
const page = (ids: string[], nextCursor: string | null = null): DiscoveryPage => ({ success: true, data: ids.map(user), nextCursor });

describe('discoveryUrl', () => {
  it('asks for the first page without parameters', () => {
    expect(discoveryUrl('cofounder', '', null)).toBe('/api/userprofile/cofounderprofile');
    expect(discoveryUrl('hustler', '   ', null)).toBe('/api/userprofile/Hustlerprofile');
  });

  it('sends the trimmed search and the cursor, encoded', () => {
    expect(discoveryUrl('investor', ' tech & media ', null)).toBe('/api/userprofile/Investorprofile?q=tech+%26+media');
    expect(discoveryUrl('jobseeker', 'react', 'abc/123')).toBe('/api/userprofile/Jobseekerprofile?q=react&cursor=abc%2F123');
  });
});

describe('discoveryListOptions', () => {
  it('keys every list under discovery, by kind and trimmed search', () => {
    expect(discoveryListOptions('cofounder', ' rust ').queryKey).toEqual(['discovery', 'cofounder', 'rust']);
    expect(discoveryListOptions('hustler', '').queryKey).toEqual(['discovery', 'hustler', '']);
  });

  it('asks for another page only while the server gives a cursor', () => {
    const { getNextPageParam } = discoveryListOptions('investor', '');
    const first = page(['a'], 'cursor-1');
    expect(getNextPageParam(first, [first], null, [null])).toBe('cursor-1');
    const last = page(['b']);
    expect(getNextPageParam(last, [first, last], 'cursor-1', [null, 'cursor-1'])).toBeUndefined();
  });
});

describe('usersOf', () => {
  it('flattens the pages in order and drops a user seen on an earlier page', () => {
    expect(usersOf([page(['a', 'b'], 'c1'), page(['b', 'c'])]).map((u) => u._id)).toEqual(['a', 'b', 'c']);
  });

  it('gives an empty list before anything has loaded', () => {
    expect(usersOf(undefined)).toEqual([]);
  });
});
