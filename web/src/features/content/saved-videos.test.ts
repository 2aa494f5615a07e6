import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  estimateText,
  formatBytes,
  saveErrorText,
  savedUsageText,
  savedVideoFrom,
  savedVideoHeaders,
  type SavedVideo,
} from './saved-videos';

const video = (size: number): SavedVideo => ({ url: 'https://x.example/media/a.mp4', title: 'A', size, savedAt: '' });

describe('saved videos', () => {
  it('formats sizes the way people read them', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(112738)).toBe('110.1 KB');
    expect(formatBytes(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatBytes(3.4 * 1024 ** 3)).toBe('3.4 GB');
    expect(formatBytes(2 * 1024 ** 5)).toBe('2048.0 TB');
  });

  it('adds up what the saved files use', () => {
    expect(savedUsageText([video(1.2 * 1024 * 1024)])).toBe('Using 1.2 MB for 1 saved video.');
    expect(savedUsageText([video(1024), video(2048)])).toBe('Using 3.0 KB for 2 saved videos.');
  });

  it("shows the browser's estimate only when it has one", () => {
    expect(estimateText(null)).toBeNull();
    expect(estimateText({})).toBeNull();
    expect(estimateText({ usage: 2048, quota: 10 * 1024 ** 3 })).toBe('This site stores 2.0 KB in all, of 10.0 GB available.');
  });

  it('keeps any title through the headers, and survives entries without them', () => {
    const savedAt = new Date('2026-11-21T10:00:00.000Z');
    const headers = new Headers(savedVideoHeaders('पिच: सौर कोल्ड स्टोरेज', 112738, savedAt));
    expect(savedVideoFrom('https://x.example/media/a.mp4', headers)).toEqual({
      url: 'https://x.example/media/a.mp4',
      title: 'पिच: सौर कोल्ड स्टोरेज',
      size: 112738,
      savedAt: '2026-11-21T10:00:00.000Z',
    });
    const bare = savedVideoFrom('https://x.example/media/b.mp4', new Headers({ 'content-length': '500', 'x-saved-title': '%E0%A4' }));
    expect(bare).toMatchObject({ title: 'Untitled video', size: 500, savedAt: '' });
    expect(savedVideoFrom('u', new Headers()).size).toBe(0);
  });

  it('resolves a card’s relative source to the cache key', () => {
    expect(absoluteUrl('/media/a.mp4', 'https://x.example/videos')).toBe('https://x.example/media/a.mp4');
    expect(absoluteUrl('https://x.example/media/a.mp4', 'https://x.example/')).toBe('https://x.example/media/a.mp4');
  });

  it('explains why saving failed', () => {
    expect(saveErrorText(new DOMException('full', 'QuotaExceededError'))).toBe('There is not enough storage space to save this video.');
    expect(saveErrorText(new TypeError('Failed to fetch'))).toBe('The video could not be saved: check your connection.');
    expect(saveErrorText(new Error('The video could not be downloaded (404).'))).toBe('The video could not be downloaded (404).');
    expect(saveErrorText('?')).toBe('The video could not be saved.');
  });
});
