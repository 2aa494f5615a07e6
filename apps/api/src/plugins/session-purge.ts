import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@startupsetu/server-core/db/database';
import { runPeriodically } from '@startupsetu/server-core/http/periodic-task';
import { purgeSessions } from '@startupsetu/server-core/repositories/sessions-repository';

const HOUR = 60 * 60 * 1000;

/** Deletes long-ended sessions at start and every hour, so the sessions table grows with live use only. */
async function sessionPurge(app: FastifyInstance, { db, everyMs = HOUR }: { db: Database; everyMs?: number }) {
  runPeriodically(app, 'purge old sessions', everyMs, () => purgeSessions(db));
}

export default fp(sessionPurge, { name: 'session-purge' });
