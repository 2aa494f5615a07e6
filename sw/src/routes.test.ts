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

  it("opens each page on the page the build's manifest names (a role dashboard's prerendered shell), any other on the app shell", () => {
    // As web/dist/pages.json gives them (web/build/page-manifest.ts).
    const pages = [
      { pattern: '^/dashboard/Hustler/?$', appPage: 'dashboard.html' },
      { pattern: '^/dashboard/investor/?$', appPage: 'dashboard.html' },
      { pattern: '^/dashboard/cofounder/?$', appPage: 'dashboard.html' },
      { pattern: '^/videos/?$', appPage: 'index.html' },
      { pattern: '^/$', appPage: 'landing.html' },
    ];
    expect(appPageFor('/dashboard/Hustler', pages)).toBe('dashboard.html');
    expect(appPageFor('/dashboard/investor/', pages)).toBe('dashboard.html');
    expect(appPageFor('/DASHBOARD/cofounder', pages)).toBe('dashboard.html');
    expect(appPageFor('/dashboard', pages)).toBe('index.html');
    expect(appPageFor('/dashboard/Hustler/extra', pages)).toBe('index.html');
    expect(appPageFor('/signin', pages)).toBe('index.html');
    expect(appPageFor('/videos', pages)).toBe('index.html');
    expect(appPageFor('/nowhere')).toBe('index.html');
  });

  it('caches same-origin images only', () => {
    expect(isCacheableImage('image', url('/media/pic.png'), origin)).toBe(true);
    expect(isCacheableImage('image', url('/pic.png', 'https://elsewhere.example'), origin)).toBe(false);
    expect(isCacheableImage('', url('/media/pic.png'), origin)).toBe(false);
    expect(isCacheableImage('image', url('/api/userprofile/getUser'), origin)).toBe(false);
  });
});
