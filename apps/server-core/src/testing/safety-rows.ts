import type { Database } from '../db/database';
import type { ReportTargetType } from '../db/schema';
import { newId } from '../ids';

// Rows of the safety tables (DESIGN §6.3) written straight into the database, for tests about who
// sees what; the routes that write them are tested on their own.

const now = () => new Date().toISOString();

export async function blockRow(db: Database, blockerId: string, blockedId: string): Promise<void> {
  await db.insertInto('blocks').values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now() }).execute();
}

export async function reportRow(db: Database, reporterId: string, targetType: ReportTargetType, targetId: string): Promise<void> {
  await db
    .insertInto('reports')
    .values({
      id: newId(),
      reporter_id: reporterId,
      target_type: targetType,
      target_id: targetId,
      target_user_id: null,
      category: 'spam',
      comment: null,
      evidence: '{}',
      status: 'open',
      created_at: now(),
      deadline_at: now(),
      decided_at: null,
      decided_by: null,
    })
    .execute();
}

export async function hiddenRow(db: Database, targetType: ReportTargetType, targetId: string): Promise<void> {
  await db.insertInto('hidden_content').values({ target_type: targetType, target_id: targetId, reason: 'removed', created_at: now() }).execute();
}

export async function suspendRow(db: Database, userId: string): Promise<void> {
  await db.updateTable('users').set({ suspended_at: now() }).where('id', '=', userId).execute();
}
