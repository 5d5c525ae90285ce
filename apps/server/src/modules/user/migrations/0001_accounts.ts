import { withId, type Migration } from '../../../platform/db/migration';

export const accounts: Migration = {
  name: '0001_accounts',
  async up(db, dialect) {
    await withId(db.schema.createTable('users'), dialect)
      .addColumn('phone', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('nick_name', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('portrait', 'text')
      .addColumn('portrait_new', 'text')
      .addColumn('portrait_audit', 'varchar(16)', (c) => c.notNull().defaultTo('none'))
      .addColumn('theme_color', 'varchar(16)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('sessions'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await withId(db.schema.createTable('sms_codes'), dialect)
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('consumed_at', 'bigint')
      .execute();
    await db.schema.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'created_at']).execute();
    await db.schema.createIndex('sms_codes_ip').on('sms_codes').columns(['ip', 'created_at']).execute();

    await db.schema
      .createTable('password_ivs')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('key', 'varchar(64)', (c) => c.notNull())
      .addColumn('iv', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('password_ivs_expiry').on('password_ivs').column('expires_at').execute();

    await db.schema
      .createTable('real_names')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('real_name_masked', 'varchar(64)', (c) => c.notNull())
      .addColumn('id_number_masked', 'varchar(32)', (c) => c.notNull())
      .addColumn('id_number_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('certified_at', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('feedback'), dialect)
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('contact', 'varchar(64)')
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
