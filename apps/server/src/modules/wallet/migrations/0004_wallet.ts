import { sql } from 'kysely';
import { withId, type Migration } from '../../../platform/db/migration';

/** The ledger: idempotent operations, their append-only entries, and the balances they keep. */
export const wallet: Migration = {
  name: '0004_wallet',
  async up(db, dialect) {
    await withId(db.schema.createTable('wallet_operations'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('wallet_operations_key_uq', ['user_id', 'idempotency_key'])
      .execute();

    await withId(db.schema.createTable('wallet_entries'), dialect)
      .addColumn('operation_id', 'integer', (c) => c.notNull().references('wallet_operations.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('currency', 'varchar(8)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'varchar(24)', (c) => c.notNull())
      .addColumn('reference', 'varchar(128)')
      .addColumn('counterparty_id', 'integer', (c) => c.references('users.id'))
      .addColumn('sandbox', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('wallet_entries_amount_nonzero', sql`amount <> 0`)
      .addCheckConstraint('wallet_entries_balance_nonnegative', sql`balance_after >= 0`)
      .execute();
    await db.schema.createIndex('wallet_entries_user').on('wallet_entries').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('wallet_entries_operation').on('wallet_entries').column('operation_id').execute();

    await db.schema
      .createTable('wallet_balances')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('currency', 'varchar(8)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('wallet_balances_pk', ['user_id', 'currency'])
      .addCheckConstraint('wallet_balances_nonnegative', sql`amount >= 0`)
      .execute();
  },
};
