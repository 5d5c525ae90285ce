import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { PastResultsTable, PlayersTable } from '../match';

export type CompetitionRow = {
  id: number;
  sport: 'football' | 'basketball';
  name: string;
  name_zh: string;
  name_zh_full: string;
  kind: string;
  color: string;
};

export type TeamRow = {
  id: number;
  sport: 'football' | 'basketball';
  name: string;
  name_zh: string;
  name_zh_full: string;
  city: string | null;
  country: string | null;
};

export type PlayerRow = Pick<Selectable<PlayersTable>, (typeof playerColumns)[number]>;

/** A player as search indexes him: the shown name and the source's. */
export type PlayerNames = Pick<Selectable<PlayersTable>, 'id' | 'sport' | 'name' | 'role' | 'source_name'>;

export type PastResultRow = Omit<Selectable<PastResultsTable>, 'id' | 'competition_id'>;

const competitionColumns = ['id', 'sport', 'name', 'name_zh', 'name_zh_full', 'kind', 'color'] as const;
const teamColumns = ['id', 'sport', 'name', 'name_zh', 'name_zh_full', 'city', 'country'] as const;
const playerColumns = [
  'id',
  'sport',
  'name',
  'name_source',
  'role',
  'birth_date',
  'height',
  'weight',
  'foot',
  'nationality',
] as const;

/** Read-only: the reference data the feed seeded (competitions, teams, players, earlier seasons). */
export function createDatabaseRepository(db: Db) {
  return {
    competitions(): Promise<CompetitionRow[]> {
      return db.selectFrom('competitions').select(competitionColumns).orderBy('sort').execute();
    },
    competition(id: number): Promise<CompetitionRow | undefined> {
      return db.selectFrom('competitions').select(competitionColumns).where('id', '=', id).executeTakeFirst();
    },
    allTeams(): Promise<TeamRow[]> {
      return db.selectFrom('teams').select(teamColumns).orderBy('id').execute();
    },
    /** Badge colours of every team, football and basketball. */
    teamColors() {
      return db.selectFrom('teams').select(['id', 'primary_color', 'secondary_color']).execute();
    },
    team(id: number): Promise<TeamRow | undefined> {
      return db.selectFrom('teams').select(teamColumns).where('id', '=', id).executeTakeFirst();
    },
    async teamNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('teams')
        .select(['id', 'name_zh'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((r) => [r.id, r.name_zh]));
    },
    allPlayers(): Promise<PlayerNames[]> {
      return db.selectFrom('players').select(['id', 'sport', 'name', 'role', 'source_name']).orderBy('id').execute();
    },
    player(id: number): Promise<PlayerRow | undefined> {
      return db.selectFrom('players').select(playerColumns).where('id', '=', id).executeTakeFirst();
    },
    players(ids: readonly number[]): Promise<Pick<PlayerRow, 'id' | 'name' | 'role'>[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('players')
        .select(['id', 'name', 'role'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },
    async playerNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('players')
        .select(['id', 'name'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },
    async pastSeasons(competitionId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('past_results')
        .select('season')
        .distinct()
        .where('competition_id', '=', competitionId)
        .execute();
      return rows.map((r) => r.season).sort((a, b) => b.localeCompare(a));
    },
    /** The history seasons a team played (a 中超 club's only season), newest first. */
    async teamPastSeasons(teamId: number): Promise<{ competitionId: number; season: string }[]> {
      const rows = await db
        .selectFrom('past_results')
        .select(['competition_id', 'season'])
        .distinct()
        .where((eb) => eb.or([eb('home_team_id', '=', teamId), eb('away_team_id', '=', teamId)]))
        .execute();
      return rows
        .map((r) => ({ competitionId: r.competition_id, season: r.season }))
        .sort((a, b) => b.season.localeCompare(a.season) || a.competitionId - b.competitionId);
    },
    pastResults(competitionId: number, season: string): Promise<PastResultRow[]> {
      return db
        .selectFrom('past_results')
        .select([
          'season',
          'round',
          'played_on',
          'home_team_id',
          'home_name',
          'away_team_id',
          'away_name',
          'home_score',
          'away_score',
          'half_time_score',
        ])
        .where('competition_id', '=', competitionId)
        .where('season', '=', season)
        .orderBy('played_on')
        .orderBy('id')
        .execute();
    },
  };
}

export type DatabaseRepository = ReturnType<typeof createDatabaseRepository>;
