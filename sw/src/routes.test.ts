import { describe, expect, it } from 'vitest';
import { appPageFor, isAppNavigation, isCacheableImage } from './routes';

const origin = 'https://startupsetu.example';
const url = (path: string, base = origin) => new URL(path, base);

describe('service worker routing rules', () => {
  it('serves the app shell for page navigations but not for server paths', () => {
    expect(isAppNavigation(url('/signin'))).toBe(true);
    expect(isAppNavigation(url('/dashboard/Hustler'))).toBe(true);
    expect(isAppNavigation(url('/api/userprofile/getUser'))).toBe(false);
    expect(isAppNavigation(url('/media/abc.png'))).toBe(false);
    expect(isAppNavigation(url('/socket.io/?EIO=4'))).toBe(false);
  });

  it('opens the role dashboards on their prerendered shell and every other page on the app shell', () => {
    expect(appPageFor('/dashboard/Hustler')).toBe('dashboard.html');
    expect(appPageFor('/dashboard/investor/')).toBe('dashboard.html');
    expect(appPageFor('/DASHBOARD/cofounder')).toBe('dashboard.html');
    expect(appPageFor('/dashboard')).toBe('index.html');
    expect(appPageFor('/dashboard/Hustler/extra')).toBe('index.html');
    expect(appPageFor('/signin')).toBe('index.html');
    expect(appPageFor('/videos')).toBe('index.html');
  });

  it('caches same-origin images only', () => {
    expect(isCacheableImage('image', url('/media/pic.png'), origin)).toBe(true);
    expect(isCacheableImage('image', url('/pic.png', 'https://elsewhere.example'), origin)).toBe(false);
    expect(isCacheableImage('', url('/media/pic.png'), origin)).toBe(false);
    expect(isCacheableImage('image', url('/api/userprofile/getUser'), origin)).toBe(false);
  });
});
