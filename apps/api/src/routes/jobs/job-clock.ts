import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// The time the jobs routes go by: when a job is published, renewed or closed, and whether a
// published job has closed itself (DESIGN §7.3: 30 days after publishing). A decoration of the app
// rather than Date.now(), so a test can move it forward (server.app.jobsClock.now = …) without
// moving the clocks that tokens and sessions are checked by.

export interface JobsClock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobsClock: JobsClock;
  }
}

async function jobsClockPlugin(app: FastifyInstance) {
  app.decorate('jobsClock', { now: () => new Date() } satisfies JobsClock);
}

/** Register at the root, before the jobs routes (and any test that reads the clock). */
export default fp(jobsClockPlugin, { name: 'startupsetu-jobs-clock', fastify: '5.x' });
