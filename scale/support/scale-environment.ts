// The scale suite needs a real PostgreSQL and a real Redis; .ci/run starts both on loopback.

export interface ScaleEnvironment {
  /** A PostgreSQL admin URL: each test file creates its own database there. */
  adminDatabaseUrl: string;
  redisUrl: string;
}

function read(name: string): string | undefined {
  return process.env[name]?.trim() || undefined;
}

export function scaleEnvironment(): ScaleEnvironment | undefined {
  const adminDatabaseUrl = read('TEST_DATABASE_URL');
  const redisUrl = read('TEST_REDIS_URL');
  return adminDatabaseUrl && redisUrl ? { adminDatabaseUrl, redisUrl } : undefined;
}

/** Why the scale suite cannot run here, or null when both engines are configured. */
export function missingEngines(): string | null {
  const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !read(name));
  if (missing.length === 0) return null;
  return (
    `The scale tests need ${missing.join(' and ')}: set TEST_DATABASE_URL=postgres://… (an admin URL) ` +
    'and TEST_REDIS_URL=redis://… to a running PostgreSQL and Redis; .ci/run starts both.'
  );
}
