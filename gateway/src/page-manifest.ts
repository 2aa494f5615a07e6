import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestPage, ManifestShareTarget } from '@startupsetu/server-core/contract/page-manifest';

/** The build's page manifest, as the gateway reads it: the only place it learns the app's pages from. */
export interface PageManifest {
  /** The page at `pathname` (its path, without the query), if the app has one there. */
  pageAt(pathname: string): ManifestPage | undefined;
  /** Every page. */
  pages(): readonly ManifestPage[];
  /** The share target, if the build has one. */
  shareTarget(): ManifestShareTarget | undefined;
}

const MANIFEST_FILE = 'pages.json';

function isManifestPage(value: unknown): value is ManifestPage {
  const page = value as Partial<ManifestPage> | null;
  return (
    typeof page?.path === 'string' &&
    typeof page.pattern === 'string' &&
    typeof page.shell === 'string' &&
    typeof page.appPage === 'string' &&
    typeof page.public === 'boolean' &&
    typeof page.head?.title === 'string'
  );
}

function isShareTarget(value: unknown): value is ManifestShareTarget {
  const target = value as Partial<ManifestShareTarget> | null;
  const isPath = (path: unknown) => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
  return isPath(target?.path) && Array.isArray(target?.sites) && isPath(target?.opens) && isPath(target?.refused);
}

/**
 * The pages of the build in `webRoot`. Read once it is there (a gateway may start before the web
 * app is built); none while it is not.
 */
export function pageManifestIn(webRoot: string): PageManifest {
  let loaded: { pages: Array<{ page: ManifestPage; pattern: RegExp }>; shareTarget?: ManifestShareTarget } | undefined;
  const manifest = () => {
    if (loaded) return loaded;
    const file = join(webRoot, MANIFEST_FILE);
    if (!existsSync(file)) return { pages: [] };
    const { pages, shareTarget } = JSON.parse(readFileSync(file, 'utf8')) as { pages?: unknown[]; shareTarget?: unknown };
    loaded = {
      pages: (pages ?? []).filter(isManifestPage).map((page) => ({ page, pattern: new RegExp(page.pattern, 'i') })),
      shareTarget: isShareTarget(shareTarget) ? shareTarget : undefined,
    };
    return loaded;
  };
  return {
    pageAt: (pathname) => manifest().pages.find(({ pattern }) => pattern.test(pathname))?.page,
    pages: () => manifest().pages.map(({ page }) => page),
    shareTarget: () => manifest().shareTarget,
  };
}
