import type { Kysely, Migration } from 'kysely';

// Resumable uploads (DESIGN §6.7): a video published from a tus upload remembers the upload's id,
// unique, so that the same upload publishes one video however often the publish is sent; and a
// video may have a poster (a frame the web captured before uploading), a file in the media.
export const videoUploads: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('videos').addColumn('upload_id', 'text').execute();
    await db.schema.alterTable('videos').addColumn('poster_file', 'text').execute();
    await db.schema.createIndex('videos_upload_id_idx').on('videos').column('upload_id').unique().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('videos_upload_id_idx').execute();
    await db.schema.alterTable('videos').dropColumn('poster_file').execute();
    await db.schema.alterTable('videos').dropColumn('upload_id').execute();
  },
};
