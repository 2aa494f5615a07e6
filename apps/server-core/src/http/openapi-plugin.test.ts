import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFastify } from './create-fastify';
import openapi, { OPENAPI_PATH, operationIdOf } from './openapi-plugin';

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
      scope.head('/:thingId/size', { schema: { summary: 'How big a thing is' } }, async () => '');
      scope.patch(
        '/:thingId',
        { schema: { operationId: 'appendToThing', bytesBody: { mediaType: 'application/offset+octet-stream', description: 'More bytes' } } },
        async () => ({}),
      );
      scope.post(
        '/:thingId',
        { schema: { bytesBody: { mediaType: 'application/offset+octet-stream', description: 'Maybe bytes', required: false } } },
        async () => ({}),
      );
      // Derives the same operationId as GET /api/things/{thingId}.
      scope.get('/by/thing-id', async () => ({}));
    },
    { prefix: '/api/things' },
  );
  app.get('/media/:name', async () => '');
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

  it('lists only the /api and /media routes, a prefix route once without its trailing slash', () => {
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/things',
      '/api/things/by/thing-id',
      '/api/things/upload',
      '/api/things/{thingId}',
      '/api/things/{thingId}/size',
      '/media/{name}',
    ]);
    expect(doc.paths['/api/things'].get).toMatchObject({ summary: 'List things', tags: ['Things'] });
  });

  it('names the origin it is served from as the server', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('asks for the bearer token on /api routes; says none is needed on public routes and /media', () => {
    expect(doc.paths['/api/things'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/things/{thingId}'].get.security).toEqual([]);
    expect(doc.paths['/media/{name}'].get.security).toEqual([]);
  });

  it("documents a HEAD route declared on its own, not the HEAD Fastify adds beside each GET", () => {
    expect(doc.paths['/api/things/{thingId}/size'].head).toMatchObject({ summary: 'How big a thing is' });
    expect(doc.paths['/api/things'].head).toBeUndefined();
    expect(doc.paths['/api/things/{thingId}'].head).toBeUndefined();
    expect(doc.paths['/media/{name}'].head).toBeUndefined();
  });

  it('gives every operation a unique operationId: its own, else one from its method and path', () => {
    const ids = Object.values(doc.paths).flatMap((item: any) => Object.values(item).map((operation: any) => operation.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/things'].get.operationId).toBe('getThings');
    expect(doc.paths['/api/things/{thingId}'].patch.operationId).toBe('appendToThing');
    expect(doc.paths['/media/{name}'].get.operationId).toBe('getMediaByName');
    expect(doc.paths['/api/things/{thingId}'].get.operationId).toBe('getThingsByThingId');
    expect(doc.paths['/api/things/by/thing-id'].get.operationId).toBe('getThingsByThingId2');
  });

  it('derives operationIds in camelCase from the path words', () => {
    expect(operationIdOf('DELETE', '/api/talks/{talkId}/comments/{commentId}')).toBe('deleteTalksByTalkIdCommentsByCommentId');
    expect(operationIdOf('PUT', '/api/userprofile/Update_H_profile')).toBe('putUserprofileUpdateHProfile');
    expect(operationIdOf('GET', '/api/messages/unread-count')).toBe('getMessagesUnreadCount');
  });

  it('documents a body of raw bytes by its media type, required unless the route says otherwise', () => {
    const bytes = { type: 'string', format: 'binary', description: 'More bytes' };
    expect(doc.paths['/api/things/{thingId}'].patch.requestBody).toMatchObject({ required: true, content: { 'application/offset+octet-stream': { schema: bytes } } });
    const optional = doc.paths['/api/things/{thingId}'].post;
    expect(optional.requestBody.required).toBe(false);
    expect(Object.keys(optional).filter((key) => key.startsWith('x-'))).toEqual([]);
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
