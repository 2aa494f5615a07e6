import type { Kysely, Migration } from 'kysely';

// Job alerts get their own push preference (DESIGN §6.6, §7.3): a person may turn off pushes for
// 'job_alert' notifications and keep the others. Each kind of push is a column of push_preferences
// named as the kind (the push queue reads the column a kind names), so this one is "jobAlerts".
// Rows stored before it get it on, as every kind is until turned off.
export const jobAlertPushes: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('push_preferences').addColumn('jobAlerts', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable('push_preferences').dropColumn('jobAlerts').execute();
  },
};
