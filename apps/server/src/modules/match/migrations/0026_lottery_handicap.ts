import type { Migration } from '../../../platform/db/migration';

/** The 让球 of the lotteries' 让球胜平负 lines (jcRq, bdRq): whole goals added to the home score; null on other markets. */
export const lotteryHandicap: Migration = {
  name: '0026_lottery_handicap',
  async up(db) {
    await db.schema.alterTable('odds_lines').addColumn('handicap', 'integer').execute();
  },
};
