import { isUpstreamDownStatus, serviceStatus } from './service-status';
import { getToken, sessionMatchesPage } from './session';
import { noteReplyStatus } from './session-ended';

/** The server answered with an error status; `message` is the server's own words when it sent any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * The page was drawn for another user than the one now signed in (in another tab): nothing is sent
 * with the new user's token from it (no write as the wrong person, no read of theirs into this
 * user's screens). The page follows the new session (entities/session/session-lifecycle.ts).
 */
export class SessionChangedError extends Error {
  constructor() {
    super('The signed-in account changed in another tab');
    this.name = 'SessionChangedError';
  }
}

// Signing in, up, recovering a password or proving an email by its mailed link is done without a
// session: a 401 there is the form's answer ('Invalid email or password'), not the end of a session
// the browser may still hold.
const WITHOUT_SESSION = /^\/api\/auth\/(signin|signup|forgot|reset|email\/verify)(\?|$)/i;

let onSessionMismatch: (() => void) | null = null;

/** What the page does when a call meets another user's session (follow it: entities/session/session-lifecycle.ts). */
export function whenSessionMismatch(run: (() => void) | null): void {
  onSessionMismatch = run;
}

/**
 * The token to send to `path`, or null. The call is refused (SessionChangedError) while the stored
 * session is not the one this page was drawn for.
 */
export function tokenFor(path: string): string | null {
  if (WITHOUT_SESSION.test(path)) return null;
  const token = getToken();
  if (token) assertPageSession();
  return token;
}

/** Throws SessionChangedError (and the page follows) while the stored session is not this page's user's. */
export function assertPageSession(): void {
  if (sessionMatchesPage()) return;
  onSessionMismatch?.();
  throw new SessionChangedError();
}

/** A reply to a request sent with `token`: a 401 while that token is the stored one ends the session. */
export function noteReply(status: number, token: string | null): void {
  noteReplyStatus(status, token, getToken());
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as is (multipart uploads). */
  form?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Calls the gateway (same origin, relative URL) with the bearer token when there is one. A 401 to
 * the current token takes the session-ended path (lib/session-ended.ts) before the error is thrown.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/** As apiRequest, with the reply's headers too (lists that are bare arrays page by `x-next-cursor`). */
export async function apiRequestWithHeaders<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = tokenFor(path);
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }

  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  serviceStatus.noteStatus(response.status);
  noteReply(response.status, token);
  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, serverMessage(payload) ?? '', payload);
  return { data: payload as T, headers: response.headers };
}

/**
 * The gateway answered that the service behind it is down or too slow (502/503/504): a write may wait
 * in the outbox as it would offline, and a read keeps the data it had.
 */
export function isServiceUnavailable(error: unknown): boolean {
  return error instanceof ApiError && isUpstreamDownStatus(error.status);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The message the server put in an error reply, if it put one there. */
export function serverMessage(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object') {
    const { message, error } = payload as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return undefined;
}

/** The words to show for a failed call: the server's message, else the screen's own fallback. */
export function errorText(error: unknown, fallbacks: { failed: string; network: string }): string {
  if (error instanceof ApiError) return error.message || fallbacks.failed;
  if (error instanceof NetworkError) return fallbacks.network;
  return fallbacks.failed;
}
