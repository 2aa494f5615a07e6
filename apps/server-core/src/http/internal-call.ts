// The calling side of an /internal route: one JSON POST with the internal secret, bounded in time
// so that a service that hangs cannot pile up requests in its caller.

export const INTERNAL_CALL_TIMEOUT_MS = 5_000;

export interface InternalCall {
  /** Base URL of the service, without a trailing slash. */
  baseUrl: string;
  path: string;
  secret: string;
  body: unknown;
  timeoutMs?: number;
}

/** Throws when the service cannot be reached or answers anything but 2xx. */
export async function postInternal({ baseUrl, path, secret, body, timeoutMs = INTERNAL_CALL_TIMEOUT_MS }: InternalCall) {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  }
  await response.body?.cancel();
}

/** Where a service is reached: its configured URL, else its port on loopback. */
export function serviceUrl(url: string | undefined, port: number): string {
  return url ?? `http://127.0.0.1:${port}`;
}
