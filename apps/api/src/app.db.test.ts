import { loadConfig } from '@startupsetu/server-core/config';
import type { DatabaseSchema } from '@startupsetu/server-core/db/schema';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from './app';
import { readJson, startApiTestServer, type ApiTestServer } from './testing/api-test-server';

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('api service endpoints', () => {
  it('answers /healthz', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: 'ok' });
  });

  it('answers /readyz once the database answers', async () => {
    const response = await fetch(`${server.baseUrl}/readyz`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: 'ready' });
  });

  it('answers /readyz with 503 JSON when the database does not answer', async () => {
    const unreachable = new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({
        database: async () => {
          throw new Error('database is down');
        },
      }),
    });
    const app = await buildApiApp({ db: unreachable, config: loadConfig({ DATA_DIR: server.config.dataDir, JWT_SECRET: 'x'.repeat(32) }) });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, error: 'Service Unavailable' });
    } finally {
      await app.close();
    }
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await fetch(`${server.baseUrl}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({
      success: false,
      message: 'Route GET /api/no-such-thing not found',
      error: 'Not Found',
    });
  });
});
