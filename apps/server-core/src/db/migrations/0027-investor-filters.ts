import type { Kysely, Migration } from 'kysely';
import { investorFilterRows } from '../../repositories/investor-filters';
import { inParts } from '../in-parts';

// Investor profiles gain what founders look for (DESIGN §7.4), and /FindInvestor filters by stage,
// sector, city and cheque size. Those live in the profile JSON as lists and a range, which no index
// of the users table can serve, so each investor's filterable values are also rows of a side table
// (as jobs' skills are job_skills, migration 0022): one row per stage, per sector, per stage and
// sector together (a founder's usual question), per city and per step of the cheque ladder their
// range reaches, each carrying the investor's place in the discovery list (`<has_username>-<id>`).
// A filtered page walks (filter_key, list_key) from its cursor in list order: O(page) whatever the
// number of investors. The rows go with the account.
export const investorFilters: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('investor_filters')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('filter_key', 'text', (c) => c.notNull())
      .addColumn('list_key', 'text', (c) => c.notNull())
      .addColumn('cheque_min', 'integer')
      .addColumn('cheque_max', 'integer')
      .addPrimaryKeyConstraint('investor_filters_pk', ['user_id', 'filter_key'])
      .execute();
    await db.schema.createIndex('investor_filters_list_idx').on('investor_filters').columns(['filter_key', 'list_key']).execute();

    // Profiles saved before this migration hold none of these fields, unless written by hand.
    const investors = (await db
      .selectFrom('users')
      .select(['id', 'profile', 'has_username'])
      .where('role', '=', 'Investor')
      .where((eb) => eb.or(['"stages"', '"sectors"', '"cities"', '"chequeMin"', '"chequeMax"'].map((key) => eb('profile', 'like', `%${key}%`))))
      .execute()) as { id: string; profile: string; has_username: 0 | 1 }[];
    const rows = investors.flatMap((row) => investorFilterRows(row.id, Number(row.has_username) ? 1 : 0, row.profile));
    for (const part of inParts(rows, 1000)) await db.insertInto('investor_filters').values(part).execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('investor_filters').execute();
  },
};
