import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { insertInChunks } from '../../platform/db/chunks';
import type { Db } from '../../platform/db/database';
import type { Database } from '../../platform/db/tables';
import type { Dataset, HistoryTeam } from '../dataset/types';
import { basketballPlayerRows, basketballTeamRows, colourColumns } from './basketball-reference';
import { superLeagueTeams } from '../providers/replay/super-league';
import { competitionId, competitionLook } from './competition-ids';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

const referenceVersionKey = 'reference_version';
/** The row every seeder writes first: the one whose write lands first seeds, the others wait and find it done. */
const referenceLockKey = 'reference_seeding';

function competitionRows(dataset: Dataset): Rows<'competitions'> {
  return dataset.competitions.map((c, index) => ({
    id: competitionId(c.id),
    sport: c.sport,
    name: c.en,
    name_zh: c.zh,
    name_zh_full: c.zhFull,
    letter: c.letter,
    country: c.country,
    kind: c.kind,
    color: competitionLook(c.id).color,
    hot: competitionLook(c.id).hot ? 1 : 0,
    sort: index,
  }));
}

function footballTeamRows(dataset: Dataset): Rows<'teams'> {
  return dataset.football.teams.map((t) => ({
    ...colourColumns(dataset.teamColours.football.get(String(t.id))),
    id: t.id,
    sport: 'football' as const,
    name: t.name,
    name_zh: t.zh,
    name_zh_full: t.zhFull,
    abbr: null,
    city: t.city,
    country: t.area,
  }));
}

/** The 中超 clubs of the replayed 2024 season (they have no Wyscout team). */
function superLeagueTeamRows(dataset: Dataset): Rows<'teams'> {
  return superLeagueTeams(dataset.football.history).map((t) => ({
    ...colourColumns(dataset.teamColours.football.get(t.name)),
    id: t.id,
    sport: 'football' as const,
    name: t.name,
    name_zh: t.zh ?? t.name,
    name_zh_full: t.zhFull ?? t.zh ?? t.name,
    abbr: null,
    city: null,
    country: 'China',
  }));
}

function footballPlayerRows(dataset: Dataset): Rows<'players'> {
  return dataset.football.players.map((p) => ({
    id: p.id,
    sport: 'football' as const,
    name: p.name,
    source_name: p.sourceName,
    name_source: p.nameSource,
    role: p.role,
    birth_date: p.birthDate,
    height: p.height,
    weight: p.weight,
    foot: p.foot,
    nationality: p.nationality,
  }));
}

function squadRows(dataset: Dataset): Rows<'squad_members'> {
  const known = new Set(dataset.football.players.map((p) => p.id));
  return dataset.football.squads.flatMap((squad) =>
    squad.players
      .filter((m) => known.has(m.playerId))
      .map((m) => ({
        team_id: squad.teamId,
        competition_id: competitionId(squad.competition),
        player_id: m.playerId,
        season: squad.season,
        appearances: m.matches,
        starts: m.starts,
      })),
  );
}

/** History results; a 中超 club, which has no Wyscout team, gets its replay team's id. */
function pastResultRows(dataset: Dataset): Rows<'past_results'> {
  const superLeagueIds = new Map(superLeagueTeams(dataset.football.history).map((t) => [t.name, t.id]));
  const teamId = (team: HistoryTeam) => team.teamId ?? superLeagueIds.get(team.name) ?? null;
  return dataset.football.history.flatMap((season) =>
    season.matches.map((m) => ({
      competition_id: competitionId(season.competition),
      season: season.season,
      round: String(m.round),
      played_on: m.date,
      home_team_id: teamId(m.home),
      home_name: m.home.zh ?? m.home.name,
      away_team_id: teamId(m.away),
      away_name: m.away.zh ?? m.away.name,
      home_score: m.ft[0],
      away_score: m.ft[1],
      half_time_score: m.ht ? `${m.ht[0]}-${m.ht[1]}` : null,
    })),
  );
}

export type ExtraReference = { teams: Rows<'teams'>; oddsCompanies: Rows<'odds_companies'> };

/** Changes whenever the bundled data or the extra rows change, so a restart reseeds only then. */
function referenceVersion(rows: object): string {
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
}

async function insertChunked<T extends keyof Database>(db: Kysely<Database>, table: T, rows: Rows<T>): Promise<void> {
  // Kysely cannot narrow a generic table name; the rows were typed against it above.
  await insertInChunks(rows, (chunk) =>
    db
      .insertInto(table)
      .values(chunk as never)
      .execute(),
  );
}

const seededVersion = async (db: Kysely<Database>) =>
  (await db.selectFrom('app_meta').select('value').where('key', '=', referenceVersionKey).executeTakeFirst())?.value;

/**
 * Writes competitions, football and basketball teams and players, squads, past results and odds companies from the bundled data set.
 * Reference data is replaced as a whole inside one transaction, and only when its version changed. Instances that
 * start together (or roll out new data) each write the lock row first: one seeds while the others wait on that row,
 * then see its version and leave the data as it is.
 */
export async function seedReference(db: Db, dataset: Dataset, extra: ExtraReference): Promise<boolean> {
  const rows = {
    competitions: competitionRows(dataset),
    teams: [
      ...footballTeamRows(dataset),
      ...superLeagueTeamRows(dataset),
      ...basketballTeamRows(dataset.basketball, dataset.teamColours),
      ...extra.teams,
    ],
    players: [...footballPlayerRows(dataset), ...basketballPlayerRows(dataset.basketball)],
    squad_members: squadRows(dataset),
    past_results: pastResultRows(dataset),
    odds_companies: extra.oddsCompanies,
  };
  const version = referenceVersion(rows);
  if ((await seededVersion(db)) === version) return false;

  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('app_meta')
      .values({ key: referenceLockKey, value: version })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: version }))
      .execute();
    if ((await seededVersion(trx)) === version) return false;
    for (const table of Object.keys(rows) as (keyof typeof rows)[]) {
      await trx.deleteFrom(table).execute();
      await insertChunked(trx, table, rows[table]);
    }
    await trx.deleteFrom('app_meta').where('key', '=', referenceVersionKey).execute();
    await trx.insertInto('app_meta').values({ key: referenceVersionKey, value: version }).execute();
    return true;
  });
}
