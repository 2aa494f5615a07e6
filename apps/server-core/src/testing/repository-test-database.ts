import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/database';
import { insertUser } from '../repositories/users-repository';
import { createTestDatabase, type TestDatabase } from '../test-database';

export interface RepositoryTestDatabase {
  /** The file's database; valid once its tests run. */
  db(): Database;
  /** Whether the database is PostgreSQL (TEST_DATABASE_URL set) rather than SQLite. */
  postgres(): boolean;
  /** Stores a new Hustler named `name` (a unique email each call) and answers the id. */
  person(name: string): Promise<string>;
  /** Fresh statistics on PostgreSQL, so a plan is the one a big table would get; nothing on SQLite. */
  analyze(): Promise<void>;
}

/**
 * A migrated test database for a repository test file: opened before its tests and closed after
 * them. Call it once at the top of the file.
 */
export function useRepositoryTestDatabase(): RepositoryTestDatabase {
  let testDb: TestDatabase | undefined;
  let people = 0;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb?.close();
  });
  const db = () => {
    if (!testDb) throw new Error('the test database is opened in beforeAll: use it inside a test or a hook');
    return testDb.db;
  };
  // As createTestDatabase decides, so it answers rightly before the database opens too.
  const postgres = () => Boolean(process.env.TEST_DATABASE_URL?.trim());
  return {
    db,
    postgres,
    async person(name) {
      people += 1;
      const user = await insertUser(db(), { email: `${name}-${people}@repository.example.com`, passwordHash: 'h', role: 'Hustler' });
      return user.id;
    },
    async analyze() {
      if (postgres()) await sql`analyze`.execute(db());
    },
  };
}
