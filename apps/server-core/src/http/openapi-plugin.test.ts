import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFastify } from './create-fastify';
import openapi, { OPENAPI_PATH } from './openapi-plugin';

let app: FastifyInstance;
let doc: any;

beforeAll(async () => {
  app = createFastify();
  await app.register(openapi, { title: 'Test service', description: 'Routes for the test' });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.post('/internal/push', async () => ({ ok: true }));
  await app.register(
    async (scope) => {
      scope.get('/', { schema: { summary: 'List things', tags: ['Things'], response: { 200: { type: 'array' } } } }, async () => []);
      scope.get('/:thingId', { config: { public: true } }, async () => ({}));
      scope.post(
        '/upload',
        {
          schema: { summary: 'Upload', multipartBody: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } },
        },
        async () => ({}),
      );
    },
    { prefix: '/api/things' },
  );
  await app.ready();
  const reply = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(reply.statusCode).toBe(200);
  doc = reply.json();
});

afterAll(() => app.close());

describe('openapi plugin', () => {
  it('serves an OpenAPI 3 document with the service title and a bearer scheme', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Test service');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('lists only the /api routes, a prefix route once without its trailing slash', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/things', '/api/things/upload', '/api/things/{thingId}']);
    expect(doc.paths['/api/things'].get).toMatchObject({ summary: 'List things', tags: ['Things'] });
  });

  it('asks for the bearer token except on public routes', () => {
    expect(doc.paths['/api/things'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/things/{thingId}'].get.security).toBeUndefined();
  });

  it('documents a multipart form and the error reply', () => {
    const upload = doc.paths['/api/things/upload'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file).toEqual({ type: 'string', format: 'binary' });
    expect(upload.responses['4XX'].content['application/json'].schema.properties).toHaveProperty('message');
  });

  it('leaves the route schemas as they were: the multipart route still takes no validated body', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/things/upload' });
    expect(reply.statusCode).toBe(200);
  });
});
