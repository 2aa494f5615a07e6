import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { BAD_INPUT_KINDS, badRequestFor, type BadRequest, type RouteContext, type RouteSpec } from './bad-input-arbitraries';

// The other half of the "bad input" suites: a raw HTTP client that can send malformed requests,
// the check every reply must pass, and the list of routes an app registers (so a suite can prove
// it covers them all).

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http rather than fetch: it sends a body with GET, any header byte and any path bytes. */
export function sendRaw(baseUrl: string, bad: BadRequest): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: bad.method,
        path: bad.path,
        headers: { ...bad.headers, connection: 'close', ...(bad.body !== undefined ? { 'content-length': Buffer.byteLength(bad.body) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(bad.body);
  });
}

/** Why a reply breaks the rules (no 5xx; an error is JSON `{ success:false, message, error }`), or undefined. */
export function replyProblem(bad: BadRequest, response: RawResponse): string | undefined {
  const where = `${bad.kind}: ${bad.method} ${bad.path.slice(0, 200)}`;
  if (response.status >= 500) return `${where} answered ${response.status}: ${response.body.toString('utf8').slice(0, 300)}`;
  if (response.status < 400 || bad.method === 'HEAD') return undefined;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return `${where} answered ${response.status} with content-type "${type}"`;
  let body: any;
  try {
    body = JSON.parse(response.body.toString('utf8'));
  } catch {
    return `${where} answered ${response.status} with a body that is not JSON: ${response.body.toString('utf8').slice(0, 200)}`;
  }
  if (typeof body?.message !== 'string' || body.message.length === 0) {
    return `${where} answered ${response.status} without a message: ${JSON.stringify(body).slice(0, 200)}`;
  }
  if (body.success !== false) return `${where} answered ${response.status} without success:false`;
  return undefined;
}

/** Sends one bad request and throws (a fast-check counterexample) when the reply breaks the rules. */
export async function checkBadRequest(baseUrl: string, bad: BadRequest): Promise<void> {
  const problem = replyProblem(bad, await sendRaw(baseUrl, bad));
  if (problem) throw new Error(problem);
}

/** Every kind of bad input at least once against a route, then `numRuns` of a random mix. */
export async function sendEveryKind(baseUrl: string, route: RouteSpec, context: RouteContext, numRuns: number): Promise<void> {
  for (const [kind, build] of Object.entries(BAD_INPUT_KINDS)) {
    for (const bad of fc.sample(build(route, context), { numRuns: 1, seed: kind.length })) {
      await checkBadRequest(baseUrl, bad);
    }
  }
  await fc.assert(
    fc.asyncProperty(badRequestFor(route, context), (bad) => checkBadRequest(baseUrl, bad)),
    { numRuns },
  );
}

// ---------------------------------------------------------------------------------------------
// Route coverage

/**
 * The method and path of every route an app registers, read from `printRoutes({ commonPrefix: false })`
 * (HEAD, which Fastify adds beside each GET, and trailing slashes are folded into their GET route).
 */
export function registeredRoutes(printed: string): string[] {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') routes.add(`${method} ${path.length > 1 ? path.replace(/\/$/, '') : path}`);
    }
  }
  return [...routes].sort();
}
