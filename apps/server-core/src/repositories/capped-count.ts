import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

/**
 * Counts that could grow without bound (unread messages and notifications, a talk's comments)
 * stop counting here (issue 21): exact below it, and at it they mean "at least this many" (the
 * web shows '99+' on a badge, '100+' on a talk), so a count costs the same whatever the history.
 */
export const COUNT_CAP = 100;

/** For route schemas: what a capped count means. */
export const COUNT_DESCRIPTION = `Exact up to ${COUNT_CAP - 1}; ${COUNT_CAP} means ${COUNT_CAP} or more.`;

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
