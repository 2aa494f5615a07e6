import { vi } from 'vitest';

/** What TanStack Query hands a queryFn, so a test can call one directly for the page after `pageParam`. */
export const queryContext = (pageParam: string | null) =>
  ({ pageParam, signal: new AbortController().signal, queryKey: [], meta: undefined, client: undefined, direction: 'forward' }) as never;

/**
 * Signs the page in (token 't0k') and answers every fetch with `body` as JSON; the spy holds the
 * requests. Undo with `vi.unstubAllGlobals()`.
 */
export function serveJson(body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'token' ? 't0k' : null) });
  const fetchSpy = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers }));
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}
