import type { LinkPreview, LinkPreviewReply } from '@startupsetu/server-core/contract/link-preview-schemas';
import { RecentlyUsed } from './recently-used';

/** How long a preview read from the api is reused: an edit shows in link previews within this. */
export const PREVIEW_TTL_MS = 60_000;
/** Previews kept: item pages are many, the memory for them is not. */
const MAX_PREVIEWS = 500;

/**
 * An item page's preview: the item's (LinkPreview), null when the api says the page shows no item
 * the public may see, undefined when it could not tell (down, slow): the page then goes with its
 * route's own head.
 */
export type PreviewLookup = LinkPreview | null | undefined;

export type LinkPreviewSource = (pathname: string) => Promise<PreviewLookup>;

/**
 * Reads item pages' previews from the api (GET /api/link-previews, on loopback in embedded mode),
 * each kept PREVIEW_TTL_MS; a failure is not kept, and a path asked for while its read is under way
 * waits for that read.
 */
export function linkPreviewSource(apiUrl: string, { timeoutMs = 1000, now = Date.now } = {}): LinkPreviewSource {
  const kept = new RecentlyUsed<{ lookup: Promise<PreviewLookup>; until: number }>(MAX_PREVIEWS);
  const read = async (pathname: string): Promise<PreviewLookup> => {
    try {
      const url = new URL('/api/link-previews', apiUrl);
      url.searchParams.set('path', pathname);
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 404) return null;
      if (!response.ok) return undefined;
      return ((await response.json()) as LinkPreviewReply).preview;
    } catch {
      return undefined;
    }
  };
  return (pathname) => {
    const entry = kept.get(pathname);
    if (entry && entry.until > now()) return entry.lookup;
    const lookup = read(pathname);
    kept.set(pathname, { lookup, until: now() + PREVIEW_TTL_MS });
    void lookup.then((result) => {
      if (result === undefined) kept.delete(pathname);
    });
    return lookup;
  };
}
