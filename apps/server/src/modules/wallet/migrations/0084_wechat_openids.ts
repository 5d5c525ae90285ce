import type { Migration } from '../../../platform/db/migration';

/** Each fan's openid in the 公众号 of JSAPI 支付 (from 网页授权), one per fan and AppID. */
export const wechatOpenids: Migration = {
  name: '0084_wechat_openids',
  async up(db) {
    await db.schema
      .createTable('wechat_openids')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('openid', 'varchar(64)', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('wechat_openids_pk', ['user_id', 'app_id'])
      .execute();
  },
};
