import { describe, expect, it } from 'vitest';
import * as shareTargetRules from '@startupsetu/sw/share-target-rules';
import { pagesOf } from '../src/app/page-registry';
import { pageHeadSlot, pageManifestOf, patternOf, shareTargetOf, withHead } from './page-manifest';

describe('the page manifest (web/dist/pages.json)', () => {
  const manifest = pageManifestOf(pagesOf(), shareTargetOf(shareTargetRules));
  const pageAt = (pathname: string) => manifest.pages.find((page) => new RegExp(page.pattern, 'i').test(pathname));

  it('matches a path in any case, with or without its trailing slash, params one segment each', () => {
    expect(new RegExp(patternOf('/people/$userId'), 'i').test('/PEOPLE/abc/')).toBe(true);
    expect(new RegExp(patternOf('/people/$userId'), 'i').test('/people/abc/more')).toBe(false);
    expect(new RegExp(patternOf('/'), 'i').test('/')).toBe(true);
  });

  it('names the shell of every page, the worker\'s page of a role dashboard, and the landing page for /', () => {
    expect(pageAt('/dashboard/investor')).toMatchObject({ shell: 'shells/dashboard-investor.html', appPage: 'dashboard.html', public: false });
    expect(pageAt('/blogs/abc')).toMatchObject({ shell: 'shells/blogs-blogid.html', appPage: 'index.html' });
    expect(pageAt('/aboutus')).toMatchObject({ path: '/AboutUs', shell: 'shells/aboutus.html', public: true, indexed: true });
    expect(pageAt('/reset-password')).toMatchObject({ public: true, indexed: false });
    expect(pageAt('/')).toMatchObject({ shell: 'landing.html', public: true });
    expect(pageAt('/nothing-here')).toBeUndefined();
  });

  it('gives the gateway the share target the web manifest names, as the worker answers it', () => {
    expect(manifest.shareTarget).toEqual({ path: '/share-video', sites: ['same-origin', 'none'], opens: '/dashboard', refused: '/dashboard?share=refused' });
  });

  it("writes a page's own title and description in index.html's head slot, escaped", () => {
    const html = '<head><meta charset="UTF-8" /><!--page-head--><title>StartupSetu</title><meta name="description" content="Site" /><!--/page-head--></head>';
    expect(withHead(html, { title: 'Q&A · StartupSetu', description: 'Say "hi"' })).toBe(
      '<head><meta charset="UTF-8" /><!--page-head--><title>Q&amp;A · StartupSetu</title><meta name="description" content="Say &quot;hi&quot;" /><!--/page-head--></head>',
    );
    expect(() => withHead('<head><title>StartupSetu</title></head>', { title: 'T', description: 'D' })).toThrow(/no <!--page-head-->/);
  });

  it("fills index.html's head slot with the site's head, once", async () => {
    const slot = pageHeadSlot({ title: 'StartupSetu', description: 'Site' });
    const fill = (slot.transformIndexHtml as { handler(html: string): string }).handler;
    expect(fill('<head><!--page-head--></head>')).toBe('<head><!--page-head--><title>StartupSetu</title><meta name="description" content="Site" /><!--/page-head--></head>');
    expect(() => fill('<head><title>StartupSetu</title></head>')).toThrow(/must have <!--page-head-->/);
  });
});
