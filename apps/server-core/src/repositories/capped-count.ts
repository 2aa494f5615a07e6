import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

import { COUNT_CAP } from '../contract/field-limits';

export { COUNT_CAP, COUNT_DESCRIPTION } from '../contract/field-limits';

/**
 * `(select count(*) from (<rows> limit cap))`: reads at most the cap's number of rows. A scalar
 * subquery, so it may refer to an outer query's columns.
 */
export function cappedCount(rows: SelectQueryBuilder<any, any, any>): RawBuilder<number | string> {
  return sql<number | string>`(select count(*) from (${rows.limit(COUNT_CAP)}) as capped)`;
}

/** A database count (PostgreSQL answers bigint as a string) as a number. */
export function toCount(value: number | string | null | undefined): number {
  return Number(value ?? 0);
}
