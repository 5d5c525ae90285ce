import { withId, type Migration } from '../../../platform/db/migration';

/** Competitions, teams, players, matches and everything the live feed writes. */
export const sports: Migration = {
  name: '0002_sports',
  async up(db, dialect) {
    await db.schema
      .createTable('competitions')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('name_zh', 'varchar(32)', (c) => c.notNull())
      .addColumn('name_zh_full', 'varchar(64)', (c) => c.notNull())
      .addColumn('letter', 'varchar(1)', (c) => c.notNull())
      .addColumn('country', 'varchar(64)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('color', 'varchar(16)', (c) => c.notNull())
      .addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('teams')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('name_zh', 'varchar(32)', (c) => c.notNull())
      .addColumn('name_zh_full', 'varchar(64)', (c) => c.notNull())
      .addColumn('abbr', 'varchar(16)')
      .addColumn('city', 'varchar(64)')
      .addColumn('country', 'varchar(64)')
      .execute();

    await db.schema
      .createTable('players')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('role', 'varchar(16)')
      .addColumn('birth_date', 'varchar(10)')
      .addColumn('height', 'integer')
      .addColumn('weight', 'integer')
      .addColumn('foot', 'varchar(8)')
      .addColumn('nationality', 'varchar(64)')
      .execute();

    await db.schema
      .createTable('squad_members')
      .addColumn('team_id', 'integer', (c) => c.notNull())
      .addColumn('competition_id', 'integer', (c) => c.notNull())
      .addColumn('player_id', 'integer', (c) => c.notNull())
      .addColumn('season', 'varchar(16)', (c) => c.notNull())
      .addColumn('appearances', 'integer', (c) => c.notNull())
      .addColumn('starts', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('squad_members_pk', ['team_id', 'competition_id', 'player_id'])
      .execute();

    await withId(db.schema.createTable('matches'), dialect)
      .addColumn('provider', 'varchar(32)', (c) => c.notNull())
      .addColumn('provider_match_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('source', 'varchar(16)', (c) => c.notNull())
      .addColumn('competition_id', 'integer', (c) => c.notNull())
      .addColumn('season', 'varchar(16)', (c) => c.notNull())
      .addColumn('round', 'varchar(16)')
      .addColumn('home_team_id', 'integer', (c) => c.notNull())
      .addColumn('away_team_id', 'integer', (c) => c.notNull())
      .addColumn('kickoff_at', 'bigint', (c) => c.notNull())
      .addColumn('venue', 'varchar(128)')
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('raw_state', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('period', 'integer')
      .addColumn('period_start_at', 'bigint')
      .addColumn('home_score', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('away_score', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('half_time_score', 'varchar(16)')
      .addColumn('extra_time_score', 'varchar(16)')
      .addColumn('penalty_score', 'varchar(16)')
      .addColumn('period_scores', 'text')
      .addColumn('home_red', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('away_red', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('home_yellow', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('away_yellow', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('home_corners', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('away_corners', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('matches_provider_uq', ['provider', 'provider_match_id'])
      .execute();
    await db.schema.createIndex('matches_sport_kickoff').on('matches').columns(['sport', 'kickoff_at']).execute();
    await db.schema.createIndex('matches_sport_state').on('matches').columns(['sport', 'state']).execute();
    await db.schema.createIndex('matches_season').on('matches').columns(['competition_id', 'season']).execute();
    await db.schema.createIndex('matches_home').on('matches').columns(['home_team_id', 'kickoff_at']).execute();
    await db.schema.createIndex('matches_away').on('matches').columns(['away_team_id', 'kickoff_at']).execute();

    await withId(db.schema.createTable('incidents'), dialect)
      .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
      .addColumn('incident_key', 'varchar(96)', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('side', 'varchar(4)', (c) => c.notNull())
      .addColumn('period', 'integer', (c) => c.notNull())
      .addColumn('second', 'integer', (c) => c.notNull())
      .addColumn('minute_label', 'varchar(16)', (c) => c.notNull())
      .addColumn('player_id', 'integer')
      .addColumn('player_name', 'varchar(128)')
      .addColumn('related_player_id', 'integer')
      .addColumn('related_player_name', 'varchar(128)')
      .addColumn('score', 'varchar(16)')
      .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addUniqueConstraint('incidents_key_uq', ['match_id', 'incident_key'])
      .execute();

    await db.schema
      .createTable('match_statistics')
      .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
      .addColumn('minute', 'integer', (c) => c.notNull())
      .addColumn('stats', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('match_statistics_pk', ['match_id', 'minute'])
      .execute();

    await db.schema
      .createTable('lineups')
      .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
      .addColumn('side', 'varchar(4)', (c) => c.notNull())
      .addColumn('starter', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('player_id', 'integer')
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('shirt_number', 'integer')
      .addColumn('position', 'varchar(16)')
      .addPrimaryKeyConstraint('lineups_pk', ['match_id', 'side', 'starter', 'sort'])
      .execute();

    await db.schema
      .createTable('odds_companies')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name_zh', 'varchar(32)', (c) => c.notNull())
      .addColumn('margin', 'double precision', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('odds_lines'), dialect)
      .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('market', 'varchar(8)', (c) => c.notNull())
      .addColumn('phase', 'varchar(8)', (c) => c.notNull())
      .addColumn('line_key', 'varchar(160)', (c) => c.notNull().unique())
      .addColumn('left_value', 'double precision', (c) => c.notNull())
      .addColumn('middle_value', 'double precision', (c) => c.notNull())
      .addColumn('right_value', 'double precision', (c) => c.notNull())
      .addColumn('minute', 'integer')
      .addColumn('score', 'varchar(16)')
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('odds_lines_match')
      .on('odds_lines')
      .columns(['match_id', 'market', 'company_id', 'at'])
      .execute();

    await withId(db.schema.createTable('past_results'), dialect)
      .addColumn('competition_id', 'integer', (c) => c.notNull())
      .addColumn('season', 'varchar(16)', (c) => c.notNull())
      .addColumn('round', 'varchar(16)')
      .addColumn('played_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('home_team_id', 'integer')
      .addColumn('home_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('away_team_id', 'integer')
      .addColumn('away_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('home_score', 'integer', (c) => c.notNull())
      .addColumn('away_score', 'integer', (c) => c.notNull())
      .addColumn('half_time_score', 'varchar(16)')
      .execute();
    await db.schema
      .createIndex('past_results_home')
      .on('past_results')
      .columns(['home_team_id', 'played_on'])
      .execute();
    await db.schema
      .createIndex('past_results_away')
      .on('past_results')
      .columns(['away_team_id', 'played_on'])
      .execute();
    await db.schema
      .createIndex('past_results_season')
      .on('past_results')
      .columns(['competition_id', 'season'])
      .execute();

    await db.schema
      .createTable('app_meta')
      .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('match_follows')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('match_follows_pk', ['user_id', 'match_id'])
      .execute();
  },
};
