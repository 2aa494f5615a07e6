import type { Database } from '@startupsetu/server-core/db/database';
import { HttpError } from '@startupsetu/server-core/errors';
import { newId } from '@startupsetu/server-core/ids';
import { findUserByEmail, normalizeEmail } from '@startupsetu/server-core/repositories/users-repository';
import { MODERATION_ACTIONS, moderateReport, type ModerationEffects } from './routes/moderation/moderate-report';
import { listReportQueue, type QueueItem } from './routes/moderation/moderation-queue';
import type { DecisionKind } from './routes/reports/report-effects';

// The operator's moderation commands (DESIGN §6.3): the same code paths as /api/moderation, acting
// as 'command line' in the audit log.

export const COMMAND_LINE = 'command line';

export interface AdminOutput {
  log(line: string): void;
  error(line: string): void;
}

/** grant-moderator / revoke-moderator: false when no user has that email. */
export async function setModerator(db: Database, email: string, moderator: boolean): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ moderator: moderator ? 1 : 0 }).where('id', '=', user.id).execute();
    await trx
      .insertInto('moderation_actions')
      .values({
        id: newId(),
        moderator_id: null,
        moderator_email: COMMAND_LINE,
        report_id: null,
        action: moderator ? 'grant-moderator' : 'revoke-moderator',
        target_type: 'user',
        target_id: user.id,
        target_user_id: user.id,
        note: normalizeEmail(email),
        created_at: new Date().toISOString(),
      })
      .execute();
  });
  return true;
}

async function allOpenReports(db: Database): Promise<QueueItem[]> {
  const items: QueueItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await listReportQueue(db, { status: 'open', limit: 100, cursor });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

const COLUMNS = ['REPORT', 'DUE (UTC)', 'CATEGORY', 'TARGET', 'REPORTERS', 'HIDDEN', 'ABOUT', 'COMMENT'];

function tableRow(item: QueueItem): string[] {
  const comment = (item.comment ?? '').replace(/\s+/g, ' ');
  return [
    item._id,
    item.deadlineAt.slice(0, 16).replace('T', ' '),
    item.category,
    `${item.targetType} ${item.targetId}`,
    String(item.reporterCount),
    item.hidden ? 'yes' : 'no',
    item.targetUser?.name ?? '-',
    comment.length > 40 ? `${comment.slice(0, 39)}…` : comment,
  ];
}

/** `reports [--json]`: the open reports by deadline, as a table or as one JSON array. */
export async function printReports(db: Database, json: boolean, out: AdminOutput): Promise<number> {
  const items = await allOpenReports(db);
  if (json) {
    out.log(JSON.stringify(items));
    return 0;
  }
  if (items.length === 0) {
    out.log('No open reports');
    return 0;
  }
  const rows = [COLUMNS, ...items.map(tableRow)];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) out.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd());
  return 0;
}

export const MODERATE_USAGE = `moderate <reportId> ${MODERATION_ACTIONS.join('|')} [--note <text>]`;

/** `moderate <reportId> <action> [--note <text>]`. */
export async function moderateFromCommandLine(db: Database, args: string[], effects: ModerationEffects, out: AdminOutput): Promise<number> {
  const [reportId, action, ...rest] = args;
  let note: string | undefined;
  if (rest.length > 0) {
    if (rest[0] !== '--note' || rest.length !== 2) return usage(out);
    note = rest[1];
  }
  if (!reportId || !MODERATION_ACTIONS.includes(action as DecisionKind)) return usage(out);
  try {
    const report = await moderateReport(db, effects, { reportId, action: action as DecisionKind, note, moderator: { id: null, email: COMMAND_LINE } });
    out.log(`Report ${report.id} is now ${report.status}`);
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
}

function usage(out: AdminOutput): number {
  out.error(`Usage: npm run admin -- ${MODERATE_USAGE}`);
  return 1;
}
