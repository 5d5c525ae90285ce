import type { Migration } from '../../../platform/db/migration';

/** A team's club colours (#RRGGBB), from the bundled data, for the badges the web draws; null when unknown. */
export const teamColours: Migration = {
  name: '0010_team_colours',
  async up(db) {
    await db.schema.alterTable('teams').addColumn('primary_color', 'varchar(7)').execute();
    await db.schema.alterTable('teams').addColumn('secondary_color', 'varchar(7)').execute();
  },
};
