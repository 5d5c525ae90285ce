import { withId, type Migration } from '../../../platform/db/migration';

/** Browsers' push subscriptions of signed-in fans, and the alerts already claimed for each. */
export const webPush: Migration = {
  name: '0016_web_push',
  async up(db, dialect) {
    await withId(db.schema.createTable('push_subscriptions'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('endpoint', 'varchar(1024)', (c) => c.notNull().unique())
      .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
      .addColumn('auth', 'varchar(100)', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

    await db.schema
      .createTable('push_deliveries')
      .addColumn('subscription_id', 'integer', (c) =>
        c.notNull().references('push_subscriptions.id').onDelete('cascade'),
      )
      .addColumn('match_id', 'integer', (c) => c.notNull())
      .addColumn('alert_key', 'varchar(160)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('push_deliveries_pk', ['subscription_id', 'match_id', 'alert_key'])
      .execute();
    await db.schema.createIndex('push_deliveries_created').on('push_deliveries').column('created_at').execute();
  },
};
