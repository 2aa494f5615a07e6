import type { StartupMember } from '@startupsetu/server-core/contract/startup-schemas';
import { MAX_STARTUP_MEMBERS, type MemberRole, type MemberStatus } from '@startupsetu/server-core/contract/startup-fields';
import type { Database } from '@startupsetu/server-core/db/database';
import type { StartupMemberRow } from '@startupsetu/server-core/db/schema';
import { toUploaderView, UPLOADER_COLUMNS } from '../../content/authors';

// The people of a startup: admins and members, each invited until they accept.

export type MemberView = StartupMember;

/** Each startup's members with their names and pictures, admins first, then by joining: one query for a whole page. */
export async function membersOf(db: Database, startupIds: readonly string[], { activeOnly }: { activeOnly: boolean }): Promise<Map<string, MemberView[]>> {
  const members = new Map<string, MemberView[]>();
  if (startupIds.length === 0) return members;
  let select = db
    .selectFrom('startup_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.startup_id', 'm.user_id', 'm.title', 'm.role', 'm.status'])
    .select(UPLOADER_COLUMNS)
    .where('m.startup_id', 'in', startupIds)
    // A suspended account is shown nowhere.
    .where('u.suspended_at', 'is', null);
  if (activeOnly) select = select.where('m.status', '=', 'active');
  const rows = await select.orderBy('m.startup_id').orderBy('m.role').orderBy('m.created_at').orderBy('m.user_id').execute();
  for (const row of rows) {
    const list = members.get(row.startup_id) ?? [];
    list.push({ user: toUploaderView(row), title: row.title, role: row.role, status: row.status });
    members.set(row.startup_id, list);
  }
  return members;
}

export function findMember(db: Database, startupId: string, userId: string): Promise<StartupMemberRow | undefined> {
  return db.selectFrom('startup_members').selectAll().where('startup_id', '=', startupId).where('user_id', '=', userId).executeTakeFirst();
}

export type InviteOutcome = 'invited' | 'already-member' | 'full';

/**
 * Adds an invitation unless the person is already a member or invited, or the startup already
 * holds MAX_STARTUP_MEMBERS people. In one transaction that first locks the startup's row, so two
 * invitations sent at once cannot both take the last place.
 */
export async function insertInvitation(
  db: Database,
  invitation: { startupId: string; userId: string; title: string; invitedBy: string; role?: MemberRole },
): Promise<InviteOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockStartup(trx, invitation.startupId);
    const { count } = await trx
      .selectFrom('startup_members')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('startup_id', '=', invitation.startupId)
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('startup_members')
      .select('user_id')
      .where('startup_id', '=', invitation.startupId)
      .where('user_id', '=', invitation.userId)
      .executeTakeFirst();
    if (existing) return 'already-member';
    if (Number(count) >= MAX_STARTUP_MEMBERS) return 'full';
    await trx
      .insertInto('startup_members')
      .values({
        startup_id: invitation.startupId,
        user_id: invitation.userId,
        title: invitation.title,
        role: invitation.role ?? 'member',
        status: 'invited',
        invited_by: invitation.invitedBy,
        created_at: new Date().toISOString(),
      })
      .execute();
    return 'invited';
  });
}

// An UPDATE takes the row lock on PostgreSQL and the write lock on SQLite.
async function lockStartup(trx: Database, startupId: string): Promise<void> {
  await trx.updateTable('startups').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', startupId).execute();
}

export async function setMemberStatus(db: Database, startupId: string, userId: string, status: MemberStatus): Promise<void> {
  await db.updateTable('startup_members').set({ status }).where('startup_id', '=', startupId).where('user_id', '=', userId).execute();
}

export type RemoveOutcome = 'removed' | 'not-member' | 'last-admin';

/**
 * Removes a member (or an invitation), unless they are the startup's last active admin. In one
 * transaction that first locks the startup's row, so two admins removing each other at once
 * cannot leave it with none.
 */
export async function removeMember(db: Database, startupId: string, userId: string): Promise<RemoveOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockStartup(trx, startupId);
    const member = await trx
      .selectFrom('startup_members')
      .select(['role', 'status'])
      .where('startup_id', '=', startupId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!member) return 'not-member';
    if (member.role === 'admin' && member.status === 'active') {
      const admins = await trx
        .selectFrom('startup_members')
        .select('user_id')
        .where('startup_id', '=', startupId)
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .limit(2)
        .execute();
      if (admins.length < 2) return 'last-admin';
    }
    await trx.deleteFrom('startup_members').where('startup_id', '=', startupId).where('user_id', '=', userId).execute();
    return 'removed';
  });
}
