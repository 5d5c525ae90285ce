import { sql } from 'kysely';
import { withId, type Migration } from '../../../platform/db/migration';

/** Activity members and streaks, guesses, the wheel's prizes and rounds, draws, and shipping addresses. */
export const activity: Migration = {
  name: '0022_activity',
  async up(db, dialect) {
    await db.schema
      .createTable('activity_members')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('joined_at', 'bigint', (c) => c.notNull())
      .addColumn('last_sign_day', 'varchar(10)')
      .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable('activity_guesses'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id'))
      .addColumn('market', 'varchar(12)', (c) => c.notNull())
      .addColumn('selection', 'varchar(8)', (c) => c.notNull())
      .addColumn('line', 'double precision')
      .addColumn('odds', 'double precision', (c) => c.notNull())
      .addColumn('stake', 'integer', (c) => c.notNull())
      .addColumn('outcome', 'varchar(10)')
      .addColumn('returned', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('settled_at', 'bigint')
      .addUniqueConstraint('activity_guesses_request_uq', ['user_id', 'request_id'])
      .execute();
    await db.schema.createIndex('activity_guesses_user').on('activity_guesses').columns(['user_id', 'id']).execute();
    await db.schema
      .createIndex('activity_guesses_settled')
      .on('activity_guesses')
      .columns(['settled_at', 'user_id'])
      .execute();
    await db.schema
      .createIndex('activity_guesses_open')
      .on('activity_guesses')
      .columns(['outcome', 'match_id'])
      .execute();

    await db.schema
      .createTable('lottery_prizes')
      .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(20)', (c) => c.notNull())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('weight', 'integer', (c) => c.notNull())
      .addColumn('stock', 'integer')
      .execute();

    await withId(db.schema.createTable('lottery_rounds'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('seed', 'varchar(64)', (c) => c.notNull())
      .addColumn('seed_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('draws', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('revealed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lottery_rounds_user').on('lottery_rounds').columns(['user_id', 'id']).execute();
    // One open round per fan, so two first draws at once cannot open two.
    await db.schema
      .createIndex('lottery_rounds_open_uq')
      .on('lottery_rounds')
      .column('user_id')
      .unique()
      .where(sql.ref('revealed_at'), 'is', null)
      .execute();

    await withId(db.schema.createTable('lottery_draws'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('round_id', 'integer', (c) => c.notNull().references('lottery_rounds.id'))
      .addColumn('nonce', 'integer', (c) => c.notNull())
      .addColumn('unit', 'double precision', (c) => c.notNull())
      .addColumn('slot_id', 'varchar(16)', (c) => c.notNull())
      .addColumn('prize_id', 'varchar(16)', (c) => c.notNull())
      .addColumn('cost', 'integer', (c) => c.notNull())
      .addColumn('address_text', 'varchar(300)')
      .addColumn('tracking_no', 'varchar(40)')
      .addColumn('claimed_at', 'bigint')
      .addColumn('shipped_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('lottery_draws_request_uq', ['user_id', 'request_id'])
      .addUniqueConstraint('lottery_draws_nonce_uq', ['round_id', 'nonce'])
      .execute();
    await db.schema.createIndex('lottery_draws_user').on('lottery_draws').columns(['user_id', 'id']).execute();

    await withId(db.schema.createTable('activity_addresses'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('name', 'varchar(20)', (c) => c.notNull())
      .addColumn('phone', 'varchar(11)', (c) => c.notNull())
      .addColumn('area_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('region', 'varchar(60)', (c) => c.notNull())
      .addColumn('street', 'varchar(120)', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('activity_addresses_user').on('activity_addresses').columns(['user_id']).execute();
  },
};
