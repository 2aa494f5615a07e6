import { describe, expect, it } from 'vitest';
import { filesToPreload } from './code-splitting';

const APP_FILES = ['assets/index-a1.js', 'assets/app-vendor-b2.js', 'assets/app-shared-c3.js', 'assets/render-app-d4.js', 'assets/session-e5.js'];
const PAGE_FILES = ['assets/videos-f6.js', 'assets/feature-content-g7.js', 'assets/app-pages-h8.js'];

describe('the files a dynamic import preloads', () => {
  it("leaves out the app's own files when the app imports a page: they are loaded already", () => {
    expect(filesToPreload('assets/videos-f6.js', [...APP_FILES, ...PAGE_FILES], { hostId: 'assets/render-app-d4.js', hostType: 'js' })).toEqual(PAGE_FILES);
  });

  it('keeps every file when the entry or the landing page imports the app, which is not loaded yet', () => {
    for (const hostId of ['assets/index-a1.js', 'assets/render-landing-i9.js']) {
      expect(filesToPreload('assets/render-app-d4.js', APP_FILES, { hostId, hostType: 'js' })).toEqual(APP_FILES);
    }
    expect(filesToPreload('assets/render-app-d4.js', APP_FILES, { hostId: 'index.html', hostType: 'html' })).toEqual(APP_FILES);
  });
});
