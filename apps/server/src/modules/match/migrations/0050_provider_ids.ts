import type { Migration } from '../../../platform/db/migration';

/**
 * A data provider's competitions, teams and players mapped onto Kanqiu ids. `created_row` keeps the row the
 * feed made for one it could not match (JSON), so a reseed of the bundled reference data can restore it.
 */
export const providerIds: Migration = {
  name: '0050_provider_ids',
  async up(db) {
    await db.schema
      .createTable('provider_ids')
      .addColumn('provider', 'varchar(32)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('provider_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('kanqiu_id', 'integer', (c) => c.notNull())
      .addColumn('created_row', 'text')
      .addPrimaryKeyConstraint('provider_ids_pk', ['provider', 'kind', 'provider_id'])
      .execute();
  },
};
