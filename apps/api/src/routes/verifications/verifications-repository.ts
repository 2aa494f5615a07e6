import { createHash, randomInt } from 'node:crypto';
import { inTransaction, type Database } from '@startupsetu/server-core/db/database';
import type { VerificationsTable } from '@startupsetu/server-core/db/schema';
import {
  CODE_LENGTH,
  HOLDING_STATUSES,
  STARTUP_BADGE,
  domainOf,
  investorBadge,
  personBadge,
  type Badge,
  type InvestorBasis,
  type VerificationAction,
  type VerificationStatus,
} from '@startupsetu/server-core/contract/verification-fields';
import { HttpError } from '@startupsetu/server-core/errors';
import { newId } from '@startupsetu/server-core/ids';
import { badgesOf } from '@startupsetu/server-core/repositories/users-repository';
import { userDisplayName } from '@startupsetu/server-core/repositories/profile-details';
import type { Selectable } from 'kysely';

// Requests for badges (DESIGN §7.4) and the badges they give: kept as JSON on the person (and on
// the startup for DPIIT recognition), so every reply that carries them reads no other table.

export type VerificationRow = Selectable<VerificationsTable>;

export const CODE_TTL_MS = 30 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** Codes a person may have mailed a day (UTC): each goes to an address they name. */
export const CODES_PER_DAY = 5;

/** The requests with a code the person asked for since the start of this UTC day. */
export async function codesSentToday(db: Database, userId: string, now = new Date()): Promise<number> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  const { count } = await db
    .selectFrom('verifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('kind', 'in', ['person', 'startup'])
    .where('created_at', '>=', dayStart)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A request still waiting for its code gives way to a new one (a code lost, expired or mistyped too often). */
export async function replaceWaitingRequest(db: Database, row: VerificationRow, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('verifications')
    .set({ status: 'rejected', reason: 'Replaced by a new request', code_hash: null, code_expires_at: null, decided_at: at, updated_at: at })
    .where('id', '=', row.id)
    .where('status', '=', 'code-sent')
    .execute();
}

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
export const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

/** The badge an approved request gives, from its evidence. */
export function badgeOf(row: Pick<VerificationRow, 'kind' | 'evidence'>): Badge {
  const evidence = JSON.parse(row.evidence) as { basis?: InvestorBasis; workEmail?: string };
  if (row.kind === 'investor') return investorBadge(evidence.basis ?? 'angel-network');
  if (row.kind === 'person') return personBadge(domainOf(evidence.workEmail ?? ''));
  return STARTUP_BADGE;
}

/**
 * The caller's request of `kind` (for a startup: of that startup) that a new one would stand beside:
 * one waiting for its code, for a moderator, or approved. One a moderator asked more of is answered
 * by a new request.
 */
export function findLiveRequest(db: Database, userId: string, kind: VerificationRow['kind'], startupId: string | null) {
  let select = db
    .selectFrom('verifications')
    .selectAll()
    .where('kind', '=', kind)
    .where('status', 'in', ['code-sent', ...HOLDING_STATUSES]);
  select = startupId ? select.where('startup_id', '=', startupId) : select.where('user_id', '=', userId);
  return select.executeTakeFirst();
}

export async function insertVerification(
  db: Database,
  request: { userId: string; kind: VerificationRow['kind']; evidence: object; startupId?: string | null; codeHash?: string | null },
  now = new Date(),
): Promise<VerificationRow> {
  const at = now.toISOString();
  const row: VerificationRow = {
    id: newId(),
    user_id: request.userId,
    kind: request.kind,
    status: request.codeHash ? 'code-sent' : 'pending',
    evidence: JSON.stringify(request.evidence),
    startup_id: request.startupId ?? null,
    code_hash: request.codeHash ?? null,
    code_expires_at: request.codeHash ? new Date(now.getTime() + CODE_TTL_MS).toISOString() : null,
    code_attempts: 0,
    reason: null,
    decided_by: null,
    decided_at: null,
    created_at: at,
    updated_at: at,
    document_file: null,
    document_name: null,
    document_size: null,
    document_type: null,
  };
  await db.insertInto('verifications').values(row).execute();
  return row;
}

/**
 * The code typed for `row`: the request moves on (a work email's badge stands at once; a startup's
 * request goes to the moderators), or 400 (wrong, expired) / 429 (too many wrong codes).
 */
export async function confirmCode(db: Database, row: VerificationRow, code: string, now = new Date()): Promise<VerificationRow> {
  if (row.code_attempts >= MAX_CODE_ATTEMPTS) throw new HttpError(429, 'Too many wrong codes. Ask for a new one.');
  if (!row.code_expires_at || row.code_expires_at < now.toISOString()) throw new HttpError(400, 'This code has expired. Ask for a new one.', 'code');
  if (hashCode(code) !== row.code_hash) {
    await db.updateTable('verifications').set({ code_attempts: row.code_attempts + 1 }).where('id', '=', row.id).execute();
    throw new HttpError(400, 'That code is not right. Check the email we sent.', 'code');
  }
  const at = now.toISOString();
  if (row.kind === 'person') return decide(db, row, { action: 'approve', by: null, reason: null, at });
  const moved = { ...row, status: 'pending' as const, code_hash: null, code_expires_at: null, updated_at: at };
  await db.updateTable('verifications').set({ status: 'pending', code_hash: null, code_expires_at: null, updated_at: at }).where('id', '=', row.id).execute();
  return moved;
}

const NEXT_STATUS: Record<VerificationAction, { from: readonly VerificationStatus[]; to: VerificationStatus }> = {
  approve: { from: ['pending', 'more'], to: 'approved' },
  reject: { from: ['pending', 'more'], to: 'rejected' },
  more: { from: ['pending'], to: 'more' },
  revoke: { from: ['approved'], to: 'revoked' },
};

/**
 * A decision on `row` by a moderator (`by`; null for a code that proves a work email): the status
 * changes only from the state the action needs (409 otherwise, also when another moderator decided
 * first), the badges of the person or startup follow, and the audit log gets its row, together.
 */
export async function decide(
  db: Database,
  row: VerificationRow,
  { action, by, reason, at }: { action: VerificationAction; by: { id: string; email: string } | null; reason: string | null; at: string },
): Promise<VerificationRow> {
  const { from, to } = NEXT_STATUS[action];
  return inTransaction(db, async (trx) => {
    const changed = await trx
      .updateTable('verifications')
      .set({ status: to, reason, decided_by: by?.id ?? null, decided_at: at, updated_at: at, code_hash: null, code_expires_at: null })
      .where('id', '=', row.id)
      .where('status', 'in', action === 'approve' && !by ? ['code-sent'] : [...from])
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) throw new HttpError(409, `This request cannot be ${action === 'more' ? 'asked for more' : `${action}d`} now`);
    if (to === 'approved' || to === 'revoked') await setBadge(trx, row, to === 'approved');
    await trx
      .insertInto('moderation_actions')
      .values({
        id: newId(),
        moderator_id: by?.id ?? null,
        moderator_email: by?.email ?? 'code',
        report_id: null,
        action: `verification-${action}`,
        target_type: 'user',
        target_id: row.id,
        target_user_id: row.user_id,
        note: reason,
        created_at: at,
      })
      .execute();
    return { ...row, status: to, reason, decided_by: by?.id ?? null, decided_at: at, updated_at: at };
  });
}

/** Adds or removes the badge `row` gives, on the startup or the person (whose `verified` reads their badges: users-repository.ts). */
async function setBadge(trx: Database, row: VerificationRow, standing: boolean): Promise<void> {
  const badge = badgeOf(row);
  const withBadge = (json: string | null) => {
    const others = badgesOf(json).filter((kept) => kept.kind !== badge.kind);
    return standing ? [...others, badge] : others;
  };
  if (row.kind === 'startup' && row.startup_id) {
    const startup = await trx.selectFrom('startups').select('badges').where('id', '=', row.startup_id).executeTakeFirst();
    if (startup) await trx.updateTable('startups').set({ badges: JSON.stringify(withBadge(startup.badges)) }).where('id', '=', row.startup_id).execute();
    return;
  }
  const user = await trx.selectFrom('users').select('badges').where('id', '=', row.user_id).executeTakeFirst();
  if (!user) return;
  const badges = withBadge(user.badges);
  await trx.updateTable('users').set({ badges: badges.length > 0 ? JSON.stringify(badges) : null }).where('id', '=', row.user_id).execute();
}

/** A request as its replies show it: the requester named for the moderators' queue. */
export function toVerificationView(row: VerificationRow, requester?: { id: string; profile: string; email: string; role: string }) {
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    evidence: JSON.parse(row.evidence) as Record<string, unknown>,
    reason: row.reason,
    ...(row.status === 'approved' && { badge: badgeOf(row) }),
    ...(requester && { requester: { _id: requester.id, name: userDisplayName(requester), role: requester.role } }),
    document: row.document_file ? { name: row.document_name ?? 'document', size: Number(row.document_size), type: row.document_type ?? '' } : null,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}
