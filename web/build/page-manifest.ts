import type * as ShareTargetRules from '@startupsetu/sw/share-target-rules';
import type { Plugin } from 'vite';
import type { ManifestShareTarget, PageHead, PageManifestFile } from '@startupsetu/server-core/contract/page-manifest';
import type { PageDeclaration } from '../src/app/page-declaration';
import { shellNameOf } from '../src/app/page-declaration';

/** Where the shells go: shells/<name>.html (the manifest names each page's). */
export const SHELLS_DIR = 'shells';
/** The page manifest's file in the build (web/dist/pages.json): the gateway reads it, and the worker is built with it. */
export const PAGE_MANIFEST = 'pages.json';

/** The share target of the worker's rules (sw/src/share-target-rules.ts, loaded by the build's module server: this file is also Vite's config, which Node runs without TypeScript). */
export function shareTargetOf(rules: typeof ShareTargetRules): ManifestShareTarget {
  return { path: rules.SHARE_TARGET_PATH, sites: rules.SHARE_SITES, opens: rules.SHARE_OPENS, refused: rules.SHARE_REFUSED_OPENS };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a route path: `$param` segments match one segment. */
export function patternOf(path: string): string {
  const segments = path.split('/').filter(Boolean).map((segment) => (segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment)));
  return `^/${segments.join('/')}${segments.length > 0 ? '/?' : ''}$`;
}

/** The file a first load of the page arrives as. */
export function shellFileOf(path: string, page: PageDeclaration): string {
  return page.shell.kind === 'landing' ? 'landing.html' : `${SHELLS_DIR}/${shellNameOf(path)}.html`;
}

export function pageManifestOf(pages: Array<{ path: string; page: PageDeclaration }>, shareTarget: ManifestShareTarget): PageManifestFile {
  return {
    pages: pages.map(({ path, page }) => ({
      path,
      pattern: patternOf(path),
      shell: shellFileOf(path, page),
      appPage: page.shell.kind === 'landing' ? 'landing.html' : page.appPage ? `${page.appPage.name}.html` : 'index.html',
      public: page.public,
      indexed: page.indexed,
      preview: page.preview,
      head: page.head,
    })),
    shareTarget,
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Where a page's head goes in index.html, and so in every page made from it: web/index.html has the
 * start marker alone, which pageHeadSlot() fills with the site's head between the two markers. The
 * build writes each page's own head there, and the gateway a public page's whole head for the URL
 * asked for (gateway/src/page-heads.ts knows the same markers): inserted, never searched for.
 */
export const HEAD_START = '<!--page-head-->';
export const HEAD_END = '<!--/page-head-->';

const headTags = (head: Pick<PageHead, 'title' | 'description'>) =>
  `<title>${escapeHtml(head.title)}</title><meta name="description" content="${escapeHtml(head.description)}" />`;

/** The page with `head` in its head slot, in place of what was there. */
export function withHead(html: string, head: Pick<PageHead, 'title' | 'description'>): string {
  const start = html.indexOf(HEAD_START);
  const end = start < 0 ? -1 : html.indexOf(HEAD_END, start);
  if (end < 0) throw new Error(`index.html has no ${HEAD_START}…${HEAD_END} to write a page's head in (see web/build/page-manifest.ts)`);
  return html.slice(0, start + HEAD_START.length) + headTags(head) + html.slice(end);
}

/** Fills index.html's head slot with the site's head (in the dev server too): what a path without a page of its own shows. */
export function pageHeadSlot(siteHead: Pick<PageHead, 'title' | 'description'>): Plugin {
  return {
    name: 'startupsetu-page-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(HEAD_START) || html.includes(HEAD_END)) throw new Error(`index.html must have ${HEAD_START} where the page's head goes, once`);
        return html.replace(HEAD_START, () => `${HEAD_START}${headTags(siteHead)}${HEAD_END}`);
      },
    },
  };
}
