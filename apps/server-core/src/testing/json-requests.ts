// JSON over HTTP for the services' tests (api's and notify's test servers hand these on).

export function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Response bodies in tests are checked field by field, so they are read untyped. */
export function readJson(response: Response): Promise<any> {
  return response.json() as Promise<any>;
}
