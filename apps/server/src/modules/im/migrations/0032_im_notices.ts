import { withId, type Migration } from '../../../platform/db/migration';

/** System notices stored once per (user, key), and the operators' 公告. */
export const imNotices: Migration = {
  name: '0032_im_notices',
  async up(db, dialect) {
    await db.schema
      .createTable('im_notice_keys')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('key', 'varchar(80)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('im_notice_keys_pk', ['user_id', 'key'])
      .execute();
    await withId(db.schema.createTable('im_notes'), dialect)
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link', 'varchar(200)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
