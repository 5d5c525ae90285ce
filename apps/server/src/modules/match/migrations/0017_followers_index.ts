import type { Migration } from '../../../platform/db/migration';

/** Who follows a match (web push asks on every goal): the primary key leads with the user. */
export const followersIndex: Migration = {
  name: '0017_followers_index',
  async up(db) {
    await db.schema.createIndex('match_follows_match').on('match_follows').column('match_id').execute();
  },
};
