import type { Migration } from '../../../platform/db/migration';

/**
 * The birth date read from the ID number at certification, so money is taken only from adults
 * (docs/decisions/0064-minor-mode-and-money-rules.md).
 */
export const realNameBirthDate: Migration = {
  name: '0061_real_name_birth_date',
  async up(db) {
    await db.schema.alterTable('real_names').addColumn('birth_date', 'varchar(10)').execute();
  },
};
