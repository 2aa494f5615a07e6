import { rm } from 'node:fs/promises';
import { createFastify } from '@startupsetu/server-core/http/create-fastify';
import openapi from '@startupsetu/server-core/http/openapi-plugin';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app';
import { deadUrl, fetchWithTimeout as fetch, makeWebRoot } from '../test-support';
import { mergeOpenapiDocuments, serviceForPath, type OpenapiDocument } from './api-docs-merge';

// A service as api and notify build theirs: the openapi plugin, then routes with schemas.
async function startService(title: string, routes: Record<string, string>): Promise<{ app: FastifyInstance; url: string }> {
  const app = createFastify();
  await app.register(openapi, { title, description: title });
  for (const [path, summary] of Object.entries(routes)) {
    app.get(path, { schema: { summary, tags: [title] } }, async () => ({ service: title }));
  }
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url };
}

let api: { app: FastifyInstance; url: string };
let notify: { app: FastifyInstance; url: string };
let webRoot: string;
let gateway: FastifyInstance;
let base: string;

beforeAll(async () => {
  api = await startService('api', {
    '/api/users': 'People to chat with',
    '/api/commentget/:videoId': 'Comments of a video',
    // Never reachable through the gateway, which sends this family to notify.
    '/api/Notifications/stale': 'An api route shadowed by notify',
  });
  notify = await startService('notify', {
    '/api/Notifications': 'Notifications',
    '/api/connects/request': 'Connect',
    '/api/users/shadow': 'A notify route shadowed by api',
  });
  webRoot = await makeWebRoot();
  gateway = await buildGateway({ apiUrl: api.url, notifyUrl: notify.url, webRoot });
  base = await gateway.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await gateway?.close();
  await Promise.all([api?.app.close(), notify?.app.close()]);
  await rm(webRoot, { recursive: true, force: true });
});

describe('/api/docs/json', () => {
  it('merges both services: each path from the service the gateway routes it to', async () => {
    const response = await fetch(`${base}/api/docs/json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as OpenapiDocument;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('StartupSetu API');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/Notifications',
      '/api/commentget/{videoId}',
      '/api/connects/request',
      '/api/users',
    ]);
    expect(doc.paths['/api/Notifications']!.get).toMatchObject({ summary: 'Notifications', tags: ['notify'] });
    expect(doc.paths['/api/users']!.get).toMatchObject({ summary: 'People to chat with', security: [{ bearerAuth: [] }] });
    expect(doc.components?.securitySchemes).toHaveProperty('bearerAuth');
  });

  it('is answered by the gateway, not proxied to the api', async () => {
    const response = await fetch(`${base}/api/docs/json`);
    expect(await response.json()).not.toHaveProperty('service');
  });

  it('answers a JSON 503 naming the service when one cannot send its document', async () => {
    const down = await buildGateway({ apiUrl: api.url, notifyUrl: await deadUrl(), webRoot });
    try {
      const response = await down.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('notify') });
    } finally {
      await down.close();
    }
  });
});

describe('/api/docs', () => {
  it('is an HTML page whose scripts are all files, under the strict CSP', async () => {
    const response = await fetch(`${base}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/static\//);
      expect(body!.trim()).toBe('');
    }
    const bundle = await fetch(`${base}/api/docs/static/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});

describe('mergeOpenapiDocuments', () => {
  const doc = (paths: string[], schemas: Record<string, unknown>): OpenapiDocument => ({
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    paths: Object.fromEntries(paths.map((path) => [path, { get: { $ref: '#/components/schemas/def-0' } }])),
    components: { schemas },
  });

  it('keeps both of two different schemas with one name, renaming the later one and its references', () => {
    const merged = mergeOpenapiDocuments(
      { api: doc(['/api/users'], { 'def-0': { type: 'string' } }), notify: doc(['/api/Notifications'], { 'def-0': { type: 'integer' } }) },
      { title: 'all', version: '1' },
    );
    expect(merged.components!.schemas).toEqual({ 'def-0': { type: 'string' }, 'notify-def-0': { type: 'integer' } });
    expect(merged.paths['/api/users']).toEqual({ get: { $ref: '#/components/schemas/def-0' } });
    expect(merged.paths['/api/Notifications']).toEqual({ get: { $ref: '#/components/schemas/notify-def-0' } });
  });

  it('routes paths as the proxy does', () => {
    expect(serviceForPath('/api/Notifications/read')).toBe('notify');
    expect(serviceForPath('/api/connects/hustlertoinvestor')).toBe('notify');
    expect(serviceForPath('/api/connectsomething')).toBe('api');
    expect(serviceForPath('/media/{name}')).toBe('api');
    expect(serviceForPath('/elsewhere')).toBeUndefined();
  });
});
