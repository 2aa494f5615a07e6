import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiInProcess, apiOverHttp, linkPreviewSource, PREVIEW_TTL_MS, type ApiGet } from './link-previews';
import { deadUrl } from './test-support';

const MANDI = { title: 'Mandi Cool', description: 'Cold rooms · Agritech', image: '/media/logo.png' };

let api: FastifyInstance;
let apiUrl: string;
let asked: string[];

beforeEach(async () => {
  asked = [];
  api = Fastify();
  // The api's answers: a preview, none (404), or a failure.
  api.get<{ Querystring: { path: string } }>('/api/link-previews', async (request, reply) => {
    asked.push(request.query.path);
    if (request.query.path === '/startups/mandi-cool') return { success: true, preview: MANDI };
    if (request.query.path === '/startups/broken') return reply.code(500).send({ success: false });
    return reply.code(404).send({ success: false, message: 'This page has no preview' });
  });
  apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
});

afterEach(async () => {
  await api.close();
});

const readers: Array<[string, () => Promise<ApiGet>]> = [
  ['over HTTP', async () => apiOverHttp(apiUrl)],
  ['in process', async () => apiInProcess({ apps: { api, notify: api }, closing: () => false })],
];

describe.each(readers)('link previews read from the api %s', (_how, reader) => {
  it('reads a preview once and keeps it for a while, then reads it again', async () => {
    let clock = 0;
    const previews = linkPreviewSource(await reader(), { now: () => clock });
    expect(await previews('/startups/mandi-cool')).toEqual(MANDI);
    expect(await previews('/startups/mandi-cool')).toEqual(MANDI);
    expect(asked).toEqual(['/startups/mandi-cool']);
    clock += PREVIEW_TTL_MS + 1;
    expect(await previews('/startups/mandi-cool')).toEqual(MANDI);
    expect(asked).toHaveLength(2);
  });

  it('tells a page without an item (null) from an api that could not say (undefined), and keeps only the first', async () => {
    const previews = linkPreviewSource(await reader());
    expect(await previews('/startups/nobody')).toBeNull();
    expect(await previews('/startups/nobody')).toBeNull();
    expect(await previews('/startups/broken')).toBeUndefined();
    expect(await previews('/startups/broken')).toBeUndefined();
    expect(asked).toEqual(['/startups/nobody', '/startups/broken', '/startups/broken']);
  });
});

describe('an api that cannot answer', () => {
  it('gives no preview when the api is not there', async () => {
    const previews = linkPreviewSource(apiOverHttp(await deadUrl()));
    expect(await previews('/startups/mandi-cool')).toBeUndefined();
  });

  it('gives no preview while the services of this process are closing', async () => {
    const previews = linkPreviewSource(apiInProcess({ apps: { api, notify: api }, closing: () => true }));
    expect(await previews('/startups/mandi-cool')).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
