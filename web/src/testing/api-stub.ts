import { vi } from 'vitest';

/** What the stubbed server answers: a JSON reply, or no answer at all (the network is down). */
export type StubReply = { status?: number; body?: unknown } | 'network-error';

/** One request the page sent. */
export interface SentRequest {
  method: string;
  /** The path without its query. */
  path: string;
  search: URLSearchParams;
  headers: Headers;
  /** The JSON body, parsed; a FormData as is. */
  body: unknown;
}

type Route = StubReply | ((request: SentRequest) => StubReply | Promise<StubReply>);

/**
 * Stands in for the gateway at the network boundary (fetch): `routes` are keyed 'METHOD /path'
 * (the path without its query). A request no route names is answered 404, so a test sees it in
 * `sent` instead of hanging. Undone after each test (testing/setup-dom.ts).
 */
export function stubApi(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply = typeof route === 'function' ? await route(request) : (route ?? { status: 404, body: { message: 'Not found' } });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return {
    sent,
    /** The requests sent to `method path`. */
    to: (method: string, path: string) => sent.filter((request) => request.method === method && request.path === path),
  };
}

/** A reply that waits until the test lets it go, to look at the screen while a request is under way. */
export function heldReply(reply: StubReply) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { route: async () => (await released, reply), release };
}
