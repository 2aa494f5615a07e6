import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorHandler, HttpError } from '../errors';
import { createFastify } from './create-fastify';

let app: FastifyInstance;

beforeAll(async () => {
  app = createFastify();
  app.get('/boom', async () => {
    throw new Error('secret internals');
  });
  app.get('/forbidden', async () => {
    throw new HttpError(403, 'Only a Hustler may ignite');
  });
  app.get('/detailed', async () => {
    throw new HttpError(400, 'Project is required', undefined, { error: 'Project is required' });
  });
  app.post(
    '/echo',
    { schema: { body: { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } } } },
    async (request) => request.body,
  );
  app.get(
    '/page',
    { schema: { querystring: { type: 'object', properties: { limit: { type: 'integer', default: 20, minimum: 1, maximum: 100 } } } } },
    async (request) => request.query,
  );
  // A scope whose clients read `error`, behind a hook registered outside it (like the auth hook).
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-deny']) throw new HttpError(401, 'No token provided');
  });
  await app.register(async (scope) => {
    scope.setErrorHandler(createErrorHandler({ messageAsError: true }));
    scope.get('/scoped', async () => {
      throw new HttpError(404, 'Video not found');
    });
    scope.post(
      '/scoped',
      { schema: { body: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } } } },
      async () => ({}),
    );
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('createFastify', () => {
  it('answers 500 without leaking the error for unexpected failures', async () => {
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Internal server error', error: 'Internal Server Error' });
  });

  it('answers an HttpError with its status and message', async () => {
    const response = await app.inject({ url: '/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Only a Hustler may ignite', error: 'Forbidden' });
  });

  it('answers an HttpError with its own error text when it has one', async () => {
    const response = await app.inject({ url: '/detailed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Project is required', error: 'Project is required' });
  });

  it('keeps JSON body types (no coercion) but coerces the query string', async () => {
    const body = await app.inject({ method: 'POST', url: '/echo', payload: { count: '5' } });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe('count must be a whole number');
    expect((await app.inject({ method: 'POST', url: '/echo', payload: { count: 5 } })).json()).toEqual({ count: 5 });
    expect((await app.inject({ url: '/page?limit=7' })).json()).toEqual({ limit: 7 });
    expect((await app.inject({ url: '/page' })).json()).toEqual({ limit: 20 });
  });

  it('refuses paging values that coerce to a non-finite number, which skip the range checks', async () => {
    for (const limit of ['Infinity', '-Infinity', '1e400']) {
      const response = await app.inject({ url: `/page?limit=${limit}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'limit must be a number' });
    }
    expect((await app.inject({ url: '/page?limit=100' })).json()).toEqual({ limit: 100 });
  });

  it('answers a malformed URL with a JSON 400', async () => {
    const response = await app.inject({ url: '/%zz' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Bad Request' });
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/nothing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Route DELETE /nothing not found', error: 'Not Found' });
  });
});

describe('createErrorHandler({ messageAsError: true })', () => {
  it('repeats the message in `error` for the routes of its scope, hook errors included', async () => {
    const notFound = await app.inject({ url: '/scoped' });
    expect(notFound.json()).toEqual({ success: false, message: 'Video not found', error: 'Video not found' });
    const invalid = await app.inject({ method: 'POST', url: '/scoped', payload: {} });
    expect(invalid.json()).toEqual({ success: false, message: 'text is required', error: 'text is required', field: 'text' });
    const denied = await app.inject({ url: '/scoped', headers: { 'x-deny': '1' } });
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toEqual({ success: false, message: 'No token provided', error: 'No token provided' });
  });

  it('leaves the other routes as they were', async () => {
    const denied = await app.inject({ url: '/forbidden', headers: { 'x-deny': '1' } });
    expect(denied.json()).toEqual({ success: false, message: 'No token provided', error: 'Unauthorized' });
  });
});

describe('a GET or HEAD with a body', () => {
  it('is refused with 400 naming the problem, before the route runs', async () => {
    const response = await app.inject({ method: 'GET', url: '/page', headers: { 'content-type': 'application/json' }, payload: '{"limit":5}' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'A GET request must not carry a body' });
    expect((await app.inject({ method: 'GET', url: '/page?limit=5' })).json()).toEqual({ limit: 5 });
  });
});
