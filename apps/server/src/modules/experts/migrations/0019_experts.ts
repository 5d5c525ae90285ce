import { withId, type Migration } from '../../../platform/db/migration';

/** Experts (people and 模拟专家), their tips, the fans who bought them and the fans who follow experts. */
export const experts: Migration = {
  name: '0019_experts',
  async up(db, dialect) {
    await withId(db.schema.createTable('experts'), dialect)
      .addColumn('user_id', 'integer', (c) => c.unique().references('users.id'))
      .addColumn('style', 'varchar(24)', (c) => c.unique())
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      .addColumn('description', 'varchar(200)', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('expert_tips'), dialect)
      .addColumn('code', 'varchar(24)', (c) => c.notNull().unique())
      .addColumn('expert_id', 'integer', (c) => c.notNull().references('experts.id'))
      .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id'))
      .addColumn('market', 'varchar(16)', (c) => c.notNull())
      .addColumn('pick', 'varchar(8)', (c) => c.notNull())
      .addColumn('line', 'double precision')
      .addColumn('odds', 'double precision', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('analysis', 'text', (c) => c.notNull())
      .addColumn('retro', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('published_at', 'bigint', (c) => c.notNull())
      .addColumn('outcome', 'varchar(12)')
      .addColumn('settled_at', 'bigint')
      .addUniqueConstraint('expert_tips_one_per_market', ['expert_id', 'match_id', 'market'])
      .execute();
    await db.schema.createIndex('expert_tips_published').on('expert_tips').columns(['published_at', 'id']).execute();
    await db.schema
      .createIndex('expert_tips_expert')
      .on('expert_tips')
      .columns(['expert_id', 'published_at'])
      .execute();
    await db.schema
      .createIndex('expert_tips_unsettled')
      .on('expert_tips')
      .columns(['settled_at', 'match_id'])
      .execute();
    await db.schema.createIndex('expert_tips_match').on('expert_tips').columns(['match_id']).execute();

    await db.schema
      .createTable('tip_purchases')
      .addColumn('tip_id', 'integer', (c) => c.notNull().references('expert_tips.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('tip_purchases_pk', ['tip_id', 'user_id'])
      .execute();
    await db.schema.createIndex('tip_purchases_user').on('tip_purchases').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('expert_follows')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('expert_id', 'integer', (c) => c.notNull().references('experts.id'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('expert_follows_pk', ['user_id', 'expert_id'])
      .execute();
    await db.schema.createIndex('expert_follows_expert').on('expert_follows').columns(['expert_id']).execute();
  },
};
