import { sql } from 'kysely';
import type { Migration } from '../../../platform/db/migration';

/**
 * The wheel's client seed, chosen by the fan. Rounds from before signed `${userId}:${nonce}`: the fan's id becomes
 * their client seed, so every earlier draw still verifies under `${clientSeed}:${nonce}`.
 */
export const lotteryClientSeed: Migration = {
  name: '0070_lottery_client_seed',
  async up(db) {
    await db.schema
      .alterTable('lottery_rounds')
      .addColumn('client_seed', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db
      .updateTable('lottery_rounds')
      .set({ client_seed: sql<string>`cast(user_id as varchar(32))` })
      .execute();
  },
};
