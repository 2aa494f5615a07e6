import { describe, expect, it } from 'vitest';
import { cachesOfUser, imagesCacheName, otherUsersCaches, savedVideosCacheName, userOfCache } from './user-caches';

describe('per-user cache names', () => {
  it('names each user’s image and saved-video caches apart', () => {
    expect(imagesCacheName('a')).toBe('images:a');
    expect(savedVideosCacheName('a')).toBe('saved-videos:a');
    expect(imagesCacheName('a')).not.toBe(imagesCacheName('b'));
  });

  it('a user’s end of session deletes their caches and the unnamed ones of an older release', () => {
    expect(cachesOfUser('a')).toEqual(['images:a', 'saved-videos:a', 'images', 'saved-videos']);
  });

  it('finds every other user’s caches, leaving the app’s own and the kept user’s', () => {
    const names = ['workbox-precache-v2-x', 'images:a', 'saved-videos:a', 'images:b', 'saved-videos:b', 'images', 'saved-videos'];
    expect(otherUsersCaches(names, 'a')).toEqual(['images:b', 'saved-videos:b', 'images', 'saved-videos']);
    expect(otherUsersCaches(names)).toEqual(names.slice(1));
  });

  it('tells whose a per-user cache is', () => {
    expect(userOfCache(imagesCacheName('01ab'))).toBe('01ab');
    expect(userOfCache(savedVideosCacheName('01ab'))).toBe('01ab');
    expect(userOfCache('images')).toBeUndefined();
    expect(userOfCache('workbox-precache-v2-x')).toBeUndefined();
  });
});
