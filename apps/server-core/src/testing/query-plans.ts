import { CompiledQuery, createQueryId, PostgresAdapter, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryId, type RootOperationNode } from 'kysely';
import type { Database } from '../db/database';

/**
 * The plans of every query `run` sends, one string per query (EXPLAIN QUERY PLAN's details on
 * SQLite, EXPLAIN's text on PostgreSQL). PostgreSQL is told to avoid sequential scans, as it would
 * on a big table: a tiny test table is otherwise always scanned. Plans, not timings, are what a
 * test may assert about cost.
 */
export async function queryPlans(db: Database, run: (db: Database) => Promise<unknown>): Promise<string[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db.transaction().execute(async (trx) => {
    // Subqueries pass through transformQuery too; only what ran gets a result.
    const built = new Map<QueryId, RootOperationNode>();
    const queries: RootOperationNode[] = [];
    const capture: KyselyPlugin = {
      transformQuery(args: PluginTransformQueryArgs) {
        built.set(args.queryId, args.node);
        return args.node;
      },
      async transformResult(args: PluginTransformResultArgs) {
        const node = built.get(args.queryId);
        if (node) queries.push(node);
        return args.result;
      },
    };
    if (postgres) await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    await run(trx.withPlugin(capture));
    const plans: string[] = [];
    for (const node of queries) {
      const compiled = trx.getExecutor().compileQuery(node, createQueryId());
      const explain = CompiledQuery.raw(`${postgres ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${compiled.sql}`, [...compiled.parameters]);
      const { rows } = await trx.executeQuery<Record<string, unknown>>(explain);
      plans.push(rows.map((row) => String(postgres ? row['QUERY PLAN'] : row.detail)).join('\n'));
    }
    return plans;
  });
}
