import { sql } from 'kysely';
import type { Migration } from '../../../platform/db/migration';

/**
 * The 通知中心 (docs/decisions/0071-notice-center-on-the-im-notice-box.md) reads the notice box by group and marks notices
 * read one group at a time: a system notice keeps its kind in a column (the group is the code, or that kind), and each
 * notice its own read flag.
 */
export const imNoticeCenter: Migration = {
  name: '0079_im_notice_center',
  async up(db) {
    await db.schema.alterTable('im_messages').addColumn('notice_kind', 'varchar(16)').execute();
    await db.schema
      .alterTable('im_messages')
      .addColumn('notice_read', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    for (const kind of ['expertTip', 'note', 'moderation', 'community']) {
      await sql`update im_messages set notice_kind = ${kind}
        where code = 10036 and body like ${`%"kind":"${kind}"%`}`.execute(db);
    }
    await db.schema
      .createIndex('im_messages_notice_kind_idx')
      .on('im_messages')
      .columns(['conversation_id', 'notice_kind', 'seq'])
      .execute();
  },
};
