import { sql, type Expression, type SqlBool } from 'kysely';
import type { ReportTargetType } from '../db/schema';

// Who may see whom and what (DESIGN §6.3), as SQL conditions that any list or lookup adds to its
// WHERE clause. Each is a handful of primary-key or index lookups per row, so a page still costs
// O(page). `userRef` and `idRef` name columns of the outer query (e.g. 'v.user_id', 'v.id').
//
// A person is out of sight of a viewer when either has blocked the other, when the viewer reported
// them, when three established accounts reported them (until a moderator decides; not from the
// person themselves) or when they are suspended. A piece of content is out of sight when its author
// is, when the viewer reported it, or when it is hidden (three established reporters: not from its
// author; or removed by a moderator). Without a viewer (signed out, or a service) only hiding and
// suspension apply.

/**
 * A hiding row (of hidden_content) applies to the viewer: reports hide a person or an item from
 * others only (DESIGN §7.2), so its owner keeps seeing it; a moderator's removal hides it from all.
 */
function hiddenFromOwnerToo(viewerId: string, owner: Expression<unknown>): Expression<SqlBool> {
  return sql<SqlBool>`(reason <> 'reports' OR ${owner} <> ${viewerId})`;
}

/** Either of the two has blocked the other. */
export function blockedEitherWay(viewerId: string, userRef: string): Expression<SqlBool> {
  const user = sql.ref(userRef);
  return sql<SqlBool>`(EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${viewerId} AND blocked_id = ${user})
    OR EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${user} AND blocked_id = ${viewerId}))`;
}

/** The user at `userRef` is someone the viewer may see (their card, profile and content). */
export function personVisibleTo(viewerId: string | undefined, userRef: string): Expression<SqlBool> {
  const user = sql.ref(userRef);
  const notSuspended = sql`NOT EXISTS (SELECT 1 FROM users WHERE id = ${user} AND suspended_at IS NOT NULL)`;
  const hidden = sql`SELECT 1 FROM hidden_content WHERE target_type = 'user' AND target_id = ${user}`;
  if (viewerId === undefined) return sql<SqlBool>`(${notSuspended} AND NOT EXISTS (${hidden}))`;
  return sql<SqlBool>`(${notSuspended}
    AND NOT EXISTS (${hidden} AND ${hiddenFromOwnerToo(viewerId, user)})
    AND NOT ${blockedEitherWay(viewerId, userRef)}
    AND NOT EXISTS (SELECT 1 FROM reports WHERE reporter_id = ${viewerId} AND target_type = 'user' AND target_id = ${user}))`;
}

/** The item (`type`, `idRef`) by the author at `authorRef` is one the viewer may see. */
export function contentVisibleTo(
  viewerId: string | undefined,
  type: Exclude<ReportTargetType, 'user'>,
  idRef: string,
  authorRef: string,
): Expression<SqlBool> {
  const id = sql.ref(idRef);
  const hidden = sql`SELECT 1 FROM hidden_content WHERE target_type = ${type} AND target_id = ${id}`;
  if (viewerId === undefined) return sql<SqlBool>`(NOT EXISTS (${hidden}) AND ${personVisibleTo(undefined, authorRef)})`;
  return sql<SqlBool>`(NOT EXISTS (${hidden} AND ${hiddenFromOwnerToo(viewerId, sql.ref(authorRef))})
    AND NOT EXISTS (SELECT 1 FROM reports WHERE reporter_id = ${viewerId} AND target_type = ${type} AND target_id = ${id})
    AND ${personVisibleTo(viewerId, authorRef)})`;
}
