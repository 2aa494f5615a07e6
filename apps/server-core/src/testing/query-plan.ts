import { CompiledQuery, type Compilable } from 'kysely';
import type { TestDatabase } from '../test-database';

/**
 * The database's plan for a query, as text (SQLite's EXPLAIN QUERY PLAN details, PostgreSQL's
 * EXPLAIN lines). On PostgreSQL sequential scans are turned off for the one connection, so a test
 * table of a few rows shows the plan a big table gets rather than a scan that is cheaper at that size.
 */
export async function queryPlan(testDb: TestDatabase, query: Compilable): Promise<string> {
  const compiled = query.compile();
  return testDb.db.connection().execute(async (connection) => {
    if (testDb.databaseUrl) await connection.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
    const prefix = testDb.databaseUrl ? 'explain ' : 'explain query plan ';
    const result = await connection.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
    if (testDb.databaseUrl) await connection.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
    return result.rows.map((row) => String(row.detail ?? row['QUERY PLAN'])).join('\n');
  });
}
