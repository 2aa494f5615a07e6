import { describe, expect, it } from 'vitest';
import { isMediaFile, isSavedVideoRequest } from './saved-videos-rules';

const origin = 'https://startupsetu.example';
const url = (path: string, base = origin) => new URL(path, base);

describe('saved videos routing', () => {
  it('knows media files by origin and path', () => {
    expect(isMediaFile(url('/media/abc.mp4'), origin)).toBe(true);
    expect(isMediaFile(url('/media/abc.mp4', 'https://elsewhere.example'), origin)).toBe(false);
    expect(isMediaFile(url('/api/media/abc.mp4'), origin)).toBe(false);
    expect(isMediaFile(url('/mediafile.mp4'), origin)).toBe(false);
  });

  it('takes only GETs of saved media files once the list is known', () => {
    const saved = new Set([url('/media/saved.mp4').href]);
    expect(isSavedVideoRequest('GET', url('/media/saved.mp4'), origin, saved)).toBe(true);
    expect(isSavedVideoRequest('GET', url('/media/other.mp4'), origin, saved)).toBe(false);
    expect(isSavedVideoRequest('HEAD', url('/media/saved.mp4'), origin, saved)).toBe(false);
    expect(isSavedVideoRequest('GET', url('/media/saved.mp4?x=1'), origin, saved)).toBe(false);
    expect(isSavedVideoRequest('GET', url('/media/saved.mp4', 'https://elsewhere.example'), origin, saved)).toBe(false);
  });

  it('lets the handler decide while the list is still being read', () => {
    expect(isSavedVideoRequest('GET', url('/media/any.mp4'), origin, null)).toBe(true);
    expect(isSavedVideoRequest('GET', url('/api/videos'), origin, null)).toBe(false);
    expect(isSavedVideoRequest('POST', url('/media/any.mp4'), origin, null)).toBe(false);
  });
});
