import type { Kysely, Migration } from 'kysely';

// Fair moderation (DESIGN §7.4): the author of removed content, or a suspended person, may appeal
// the decision once. The reports of one decision share its target and decided_at, so a unique
// index on those is "once per decision". A reversal gives the reports a new decision (restored);
// an upheld appeal leaves them as decided, so the same decision cannot be appealed again. No key
// to reports: a reporter's deleted account takes their report, never the author's appeal.
export const reportAppeals: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('report_appeals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('report_id', 'text', (c) => c.notNull())
      .addColumn('target_type', 'text', (c) => c.notNull())
      .addColumn('target_id', 'text', (c) => c.notNull())
      .addColumn('decision', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text', (c) => c.notNull())
      .addColumn('decided_by', 'text')
      .addColumn('appellant_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('deadline_at', 'text', (c) => c.notNull())
      .addColumn('resolved_at', 'text')
      .addColumn('resolved_by', 'text')
      .execute();
    await db.schema.createIndex('report_appeals_decision_idx').on('report_appeals').columns(['target_type', 'target_id', 'decided_at']).unique().execute();
    await db.schema.createIndex('report_appeals_appellant_idx').on('report_appeals').columns(['appellant_id']).execute();
    await db.schema.createIndex('report_appeals_report_idx').on('report_appeals').columns(['report_id']).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('report_appeals').execute();
  },
};
