import { sql } from 'kysely';
import type { Database } from '../db/database';

/** The storage options of each PostgreSQL trigram index (`fastupdate=off`, …), by name. */
export async function trigramIndexOptions(db: Database): Promise<Record<string, string[]>> {
  const { rows } = await sql<{ name: string; options: string[] | null }>`
    select c.relname as name, c.reloptions as options from pg_class c join pg_am a on a.oid = c.relam
    where a.amname = 'gin' and c.relname like 'users_%_trgm_idx' order by c.relname`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.options ?? []]));
}
