import { withId, type Migration } from '../../../platform/db/migration';

/** Gift sends (the 贡献榜 sums them), noble holdings and the purchases that made them. */
export const gifts: Migration = {
  name: '0008_gifts',
  async up(db, dialect) {
    await withId(db.schema.createTable('gift_sends'), dialect)
      .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id'))
      .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('anchor_id', 'integer', (c) => c.references('users.id'))
      .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('gift_id', 'varchar(24)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('coins', 'bigint', (c) => c.notNull())
      .addColumn('noble_tier_id', 'varchar(16)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('gift_sends_client_uq', ['sender_id', 'client_id'])
      .execute();
    await db.schema.createIndex('gift_sends_room').on('gift_sends').columns(['room_id', 'sender_id']).execute();

    await db.schema
      .createTable('noble_holdings')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('tier_id', 'varchar(16)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('noble_purchases'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('tier_id', 'varchar(16)', (c) => c.notNull())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('coins', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('noble_purchases_request_uq', ['user_id', 'request_id'])
      .execute();
  },
};
