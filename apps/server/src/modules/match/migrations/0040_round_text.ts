import type { Migration } from '../../../platform/db/migration';

/**
 * A match's round also holds a play-off game's stage, game and series score ("季后赛 东部半决赛 第5场 · 系列赛 2-2"),
 * longer than a matchday or a cup stage. SQLite does not enforce a varchar's length.
 */
export const roundText: Migration = {
  name: '0040_round_text',
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    await db.schema
      .alterTable('matches')
      .alterColumn('round', (column) => column.setDataType('varchar(40)'))
      .execute();
  },
};
