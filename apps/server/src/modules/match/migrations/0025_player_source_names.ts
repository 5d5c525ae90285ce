import type { Migration } from '../../../platform/db/migration';

/** A player's name as the source writes it ("Mohamed Salah"), beside the Chinese one shown, so search finds both. */
export const playerSourceNames: Migration = {
  name: '0025_player_source_names',
  async up(db) {
    await db.schema.alterTable('players').addColumn('source_name', 'varchar(128)').execute();
  },
};
