import { bearer, readJson } from './api-test-server';

// Jobs as the web sends them, for the tests of the jobs routes (DESIGN §7.3's wire names).

export const JOB_DEFAULTS = {
  title: 'Backend Engineer',
  kind: 'full-time',
  workplace: 'hybrid',
  city: 'Bengaluru',
  ctcMin: 1_200_000,
  ctcMax: 1_800_000,
  esopMin: 0.1,
  esopMax: 0.5,
  experienceMin: 2,
  experienceMax: 5,
  skills: ['Node.js', 'PostgreSQL'],
  description: 'Build the APIs our farmers and buyers use every day.',
};

/** A complete job with `overrides` (a field set to undefined is left out). */
export function jobBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries({ ...JOB_DEFAULTS, ...overrides }).filter(([, value]) => value !== undefined));
}

/** A JSON request with the caller's token (none when `token` is undefined). */
export function sendJson(baseUrl: string, method: string, path: string, { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return fetch(baseUrl + path, {
    method,
    headers: { ...(token ? bearer(token) : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export function createJob(baseUrl: string, token: string, slug: string, overrides: Record<string, unknown> = {}): Promise<Response> {
  return sendJson(baseUrl, 'POST', `/api/startups/${slug}/jobs`, { token, body: jobBody(overrides) });
}

/** A job made and published by an admin of the startup; answers its reply. */
export async function publishedJob(baseUrl: string, token: string, slug: string, overrides: Record<string, unknown> = {}): Promise<any> {
  const created = await createJob(baseUrl, token, slug, overrides);
  if (created.status !== 201) throw new Error(`job create failed: ${created.status} ${await created.text()}`);
  const { job } = await readJson(created);
  const published = await sendJson(baseUrl, 'POST', `/api/jobs/${job._id}/publish`, { token });
  if (published.status !== 200) throw new Error(`job publish failed: ${published.status} ${await published.text()}`);
  return (await readJson(published)).job;
}
