import type { Kysely, Migration } from 'kysely';

// A document a badge request may carry (DESIGN §7.4): an investor's SEBI certificate or angel
// network letter, as a PDF or a picture. The file is private (MEDIA_DIR/private/evidence); the row
// keeps its stored name, the name it was sent with, its size and its type.
export const verificationDocuments: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('verifications').addColumn('document_file', 'text').execute();
    await db.schema.alterTable('verifications').addColumn('document_name', 'text').execute();
    await db.schema.alterTable('verifications').addColumn('document_size', 'integer').execute();
    await db.schema.alterTable('verifications').addColumn('document_type', 'text').execute();
  },

  async down(db: Kysely<any>) {
    for (const column of ['document_type', 'document_size', 'document_name', 'document_file']) {
      await db.schema.alterTable('verifications').dropColumn(column).execute();
    }
  },
};
