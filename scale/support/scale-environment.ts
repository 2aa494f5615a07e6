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

export function skipNotice(): string {
  const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !read(name));
  return (
    `Scale tests SKIPPED: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
    'Set TEST_DATABASE_URL=postgres://… (an admin URL) and TEST_REDIS_URL=redis://… to run them; .ci/run does.'
  );
}
