import { withId, type Migration } from '../../../platform/db/migration';

/** Live-stream rooms (only a hash of each stream key) and the heartbeats that count their viewers. */
export const rooms: Migration = {
  name: '0006_rooms',
  async up(db, dialect) {
    await withId(db.schema.createTable('rooms'), dialect)
      .addColumn('anchor_id', 'integer', (c) => c.references('users.id').unique())
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('cover', 'varchar(255)')
      .addColumn('category', 'integer', (c) => c.notNull())
      .addColumn('match_id', 'integer', (c) => c.references('matches.id'))
      .addColumn('stream_name', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('stream_key_hash', 'varchar(64)')
      .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('live', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('live_since', 'bigint')
      .addColumn('ended_at', 'bigint')
      .addColumn('viewer_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rooms_list').on('rooms').columns(['live', 'viewer_count', 'ended_at']).execute();
    await db.schema.createIndex('rooms_match').on('rooms').column('match_id').execute();

    await db.schema
      .createTable('room_viewers')
      .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id'))
      .addColumn('viewer_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('seen_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('room_viewers_pk', ['room_id', 'viewer_id'])
      .execute();
    await db.schema.createIndex('room_viewers_seen').on('room_viewers').columns(['room_id', 'seen_at']).execute();
  },
};
