import { withId, type Migration } from '../../../platform/db/migration';

/** 充值 orders paid through a payment provider: created → paid | closed (→ paid when money still arrives), paid → refunded. */
export const rechargeOrders: Migration = {
  name: '0045_recharge_orders',
  async up(db, dialect) {
    await withId(db.schema.createTable('recharge_orders'), dialect)
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('provider', 'varchar(16)', (c) => c.notNull())
      .addColumn('package_id', 'varchar(16)', (c) => c.notNull())
      .addColumn('amount_fen', 'integer', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('coins', 'integer', (c) => c.notNull())
      .addColumn('state', 'varchar(12)', (c) => c.notNull())
      .addColumn('pay_url', 'text')
      .addColumn('provider_trade_no', 'varchar(64)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addColumn('closed_at', 'bigint')
      .addUniqueConstraint('recharge_orders_request_uq', ['user_id', 'request_id'])
      .execute();
    await db.schema
      .createIndex('recharge_orders_open')
      .on('recharge_orders')
      .columns(['state', 'created_at'])
      .execute();
  },
};
