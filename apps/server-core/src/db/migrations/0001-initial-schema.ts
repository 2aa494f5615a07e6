import type { Kysely, Migration } from 'kysely';

// Migrations take Kysely<any>: they describe the schema as it was at that point, not as it is now.
// Only portable column types (text, integer) so the same code runs on SQLite and PostgreSQL.
export const initialSchema: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('profile', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('profile_pic', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_role_id_idx').on('users').columns(['role', 'id']).execute();

    await db.schema
      .createTable('videos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('video_file', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('videos_user_id_idx').on('videos').columns(['user_id', 'id']).execute();

    await db.schema
      .createTable('video_likes')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('video_id', 'text', (c) => c.notNull().references('videos.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('video_likes_pk', ['user_id', 'video_id'])
      .execute();
    await db.schema.createIndex('video_likes_video_id_idx').on('video_likes').column('video_id').execute();

    await db.schema
      .createTable('video_comments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('video_id', 'text', (c) => c.notNull().references('videos.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('video_comments_video_id_idx')
      .on('video_comments')
      .columns(['video_id', 'id'])
      .execute();

    await db.schema
      .createTable('blogs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('cover_image', 'text')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('blogs_kind_id_idx').on('blogs').columns(['kind', 'id']).execute();
    await db.schema.createIndex('blogs_user_id_idx').on('blogs').columns(['user_id', 'id']).execute();

    await db.schema
      .createTable('talk_comments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('talk_id', 'text', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('talk_comments_talk_id_idx').on('talk_comments').columns(['talk_id', 'id']).execute();

    await db.schema
      .createTable('messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('receiver_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('messages_sender_receiver_idx')
      .on('messages')
      .columns(['sender_id', 'receiver_id', 'id'])
      .execute();
    await db.schema.createIndex('messages_receiver_idx').on('messages').columns(['receiver_id', 'id']).execute();

    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notifications_user_id_idx').on('notifications').columns(['user_id', 'id']).execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('response', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_created_at_idx').on('idempotency_keys').column('created_at').execute();

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<any>) {
    for (const table of [
      'contact_messages',
      'idempotency_keys',
      'notifications',
      'messages',
      'talk_comments',
      'blogs',
      'video_comments',
      'video_likes',
      'videos',
      'users',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
