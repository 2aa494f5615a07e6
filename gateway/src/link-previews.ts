import type { LinkPreview, LinkPreviewReply } from '@startupsetu/server-core/contract/link-preview-schemas';
import type { InProcessServices } from './plugins/in-process-upstreams';
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

/** GET `url` (a path and query) of the api: its status and, when it answered 200, its JSON body. */
export type ApiGet = (url: string) => Promise<{ statusCode: number; body?: unknown }>;

/** The api at `apiUrl`, over HTTP (the gateway in front of separate services). */
export function apiOverHttp(apiUrl: string, timeoutMs = 1000): ApiGet {
  return async (url) => {
    const response = await fetch(new URL(url, apiUrl), { signal: AbortSignal.timeout(timeoutMs) });
    return { statusCode: response.status, body: response.ok ? await response.json() : undefined };
  };
}

/** The api of this process (embedded mode), asked through its router without a network hop. */
export function apiInProcess(services: InProcessServices, timeoutMs = 1000): ApiGet {
  return async (url) => {
    if (services.closing()) return { statusCode: 503 };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const response = await Promise.race([services.apps.api.inject({ method: 'GET', url }), late]);
      return { statusCode: response.statusCode, body: response.statusCode === 200 ? response.json() : undefined };
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Reads item pages' previews from the api (GET /api/link-previews), each kept PREVIEW_TTL_MS; a
 * failure is not kept, and a path asked for while its read is under way waits for that read.
 */
export function linkPreviewSource(apiGet: ApiGet, { now = Date.now } = {}): LinkPreviewSource {
  const kept = new RecentlyUsed<{ lookup: Promise<PreviewLookup>; until: number }>(MAX_PREVIEWS);
  const read = async (pathname: string): Promise<PreviewLookup> => {
    try {
      const { statusCode, body } = await apiGet(`/api/link-previews?${new URLSearchParams({ path: pathname })}`);
      if (statusCode === 404) return null;
      if (statusCode !== 200) return undefined;
      return (body as LinkPreviewReply).preview;
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
