import { sql } from 'kysely';
import { withId, type Migration } from '../../../platform/db/migration';

/**
 * One store of the operators' blocks (docs/decisions/0068-one-moderation-part.md), replacing the three ban tables each
 * read by one module: `chat_bans` (promised "禁止用户在所有聊天中发言", so it becomes a room-chat and an IM block),
 * `community_bans` and `im_suspensions` (kept in milliseconds, now seconds like the others; no end stays no end). Every
 * ban is kept.
 */
export const moderationBlocks: Migration = {
  name: '0071_moderation_blocks',
  async up(db, dialect) {
    await withId(db.schema.createTable('moderation_blocks'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('scope', 'varchar(12)', (c) => c.notNull())
      .addColumn('room_id', 'integer')
      .addColumn('target_id', 'integer')
      .addColumn('until', 'bigint')
      .addColumn('reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('moderation_blocks_user')
      .on('moderation_blocks')
      .columns(['user_id', 'scope'])
      .execute();
    const copy = (select: string) =>
      sql`insert into moderation_blocks (user_id, scope, until, reason, created_at) ${sql.raw(select)}`.execute(db);
    for (const scope of ['roomChat', 'im']) {
      await copy(`select user_id, '${scope}', banned_until, reason, created_at from chat_bans`);
    }
    await copy(`select user_id, 'community', until, '', created_at from community_bans`);
    await copy(`select user_id, 'im', until / 1000, '', created_at / 1000 from im_suspensions`);
    for (const table of ['chat_bans', 'community_bans', 'im_suspensions']) await db.schema.dropTable(table).execute();
  },
};
