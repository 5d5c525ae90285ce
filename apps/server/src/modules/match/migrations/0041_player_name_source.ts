import type { Migration } from '../../../platform/db/migration';

/** Where a player's shown name comes from: a table's standard name or transliteration, or the product's own. */
export const playerNameSource: Migration = {
  name: '0041_player_name_source',
  async up(db) {
    await db.schema.alterTable('players').addColumn('name_source', 'varchar(16)').execute();
  },
};
