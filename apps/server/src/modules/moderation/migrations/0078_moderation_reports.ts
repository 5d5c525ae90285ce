import { sql } from 'kysely';
import { withId, type Migration } from '../../../platform/db/migration';

/**
 * One store of the fans' reports about a subject (docs/decisions/0072-one-report-store.md), replacing the two queues
 * each worked by one module: `im_reports` (milliseconds, now seconds; open → pending, resolved → actioned, its action
 * named as the one queue names it) and `post_reports` (a report of a comment becomes one about the comment; handled
 * ones become actioned, the old queue did not say how). Every report is kept.
 */
export const moderationReports: Migration = {
  name: '0078_moderation_reports',
  async up(db, dialect) {
    await withId(db.schema.createTable('moderation_reports'), dialect)
      .addColumn('subject', 'varchar(16)', (c) => c.notNull())
      .addColumn('subject_id', 'integer', (c) => c.notNull())
      .addColumn('subject_part', 'integer')
      .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('reason', 'varchar(255)', (c) => c.notNull())
      .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('action', 'varchar(12)')
      .addColumn('note', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('resolved_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('moderation_reports_status')
      .on('moderation_reports')
      .columns(['status', 'id'])
      .execute();
    await db.schema
      .createIndex('moderation_reports_subject')
      .on('moderation_reports')
      .columns(['subject', 'subject_id', 'reporter_id'])
      .execute();
    await sql`
      insert into moderation_reports
        (subject, subject_id, subject_part, reporter_id, reason, status, action, created_at, resolved_at)
      select 'imMessage', conversation_id, seq, reporter_id, reason,
        case status when 'open' then 'pending' when 'resolved' then 'actioned' else 'dismissed' end,
        case action when 'deleteMessage' then 'remove' when 'mute' then 'block' when 'ban' then 'block'
          when 'dismiss' then 'dismiss' end,
        created_at / 1000, resolved_at / 1000
      from im_reports order by id`.execute(db);
    await sql`
      insert into moderation_reports (subject, subject_id, reporter_id, reason, status, created_at)
      select case when comment_id is null then 'post' else 'comment' end, coalesce(comment_id, post_id), user_id,
        reason, case when handled = 1 then 'actioned' else 'pending' end, created_at
      from post_reports order by id`.execute(db);
    for (const table of ['im_reports', 'post_reports']) await db.schema.dropTable(table).execute();
  },
};
