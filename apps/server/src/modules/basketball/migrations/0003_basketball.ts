import { withId, type Migration } from '../../../platform/db/migration';

/** Basketball play-by-play and NBA box scores; quarter scores live in matches.period_scores. */
export const basketball: Migration = {
  name: '0003_basketball',
  async up(db, dialect) {
    await withId(db.schema.createTable('plays'), dialect)
      .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
      .addColumn('play_key', 'varchar(160)', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('side', 'varchar(4)')
      .addColumn('period', 'integer', (c) => c.notNull())
      .addColumn('seconds_left', 'double precision', (c) => c.notNull())
      .addColumn('player_id', 'integer')
      .addColumn('player_name', 'varchar(128)')
      .addColumn('related_player_id', 'integer')
      .addColumn('related_player_name', 'varchar(128)')
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('score', 'varchar(16)', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addUniqueConstraint('plays_key_uq', ['match_id', 'play_key'])
      .execute();

    await db.schema
      .createTable('box_scores')
      .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
      .addColumn('minute', 'integer', (c) => c.notNull())
      .addColumn('box', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('box_scores_pk', ['match_id', 'minute'])
      .execute();
  },
};
