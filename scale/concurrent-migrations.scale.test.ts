// Two api instances started at the same moment on an empty database: one migrates, the other waits
// for it, and both come up without an error.
import { migrationProvider } from '@startupsetu/server-core/db/migrations/migration-provider';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { scaleEnvironment } from './support/scale-environment';
import { createWorkspace, type ScaleWorkspace } from './support/scaled-cluster';
import { freePorts, spawnService, stopAll, waitReady, type ServiceProcess } from '@startupsetu/server-core/testing/service-process';

const env = scaleEnvironment();

describe('two api instances starting at once on an empty database', () => {
  let workspace: ScaleWorkspace | undefined;
  const services: ServiceProcess[] = [];

  afterAll(async () => {
    await stopAll(services);
    await workspace?.close();
  });

  it('migrate it once, and both become ready without an error', async () => {
    workspace = await createWorkspace(env!);
    const ports = await freePorts(2);
    for (const [index, port] of ports.entries()) {
      services.push(spawnService('api', `api ${index + 1}`, port, await workspace.serviceEnv(`api-${index + 1}`)));
    }
    await Promise.all(services.map((service) => waitReady(service)));

    const client = new pg.Client({ connectionString: workspace.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>('select name from kysely_migration order by name');
      expect(rows.map((row) => row.name)).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
    } finally {
      await client.end();
    }

    // pino's levels: 50 error, 60 fatal. Neither instance logged one, nor failed to start.
    for (const service of services) {
      const problems = service
        .output()
        .split('\n')
        .filter((line) => /cannot start|"level":(5|6)0/.test(line));
      expect(problems, `${service.label} reported a problem`).toEqual([]);
    }
  });
});
