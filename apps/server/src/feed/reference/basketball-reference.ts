import type { Insertable } from 'kysely';
import type { Database } from '../../platform/db/tables';
import type { BasketballData, TeamColour, TeamColours } from '../dataset/types';
import { cbaTeamIds, nbaPlayerIds, nbaTeamIds } from '../providers/basketball/ratings';
import { competitionIds } from './competition-ids';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

function idOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`no basketball id for ${key}`);
  return id;
}

/** NBA and CBA teams under the ids the basketball provider gives them. The data has no English names, so `name` is the code. */
/** The teams table's colour columns for a team's colours (null when the data has none). */
export function colourColumns(colour: TeamColour | undefined) {
  return { primary_color: colour?.primary ?? null, secondary_color: colour?.secondary ?? null };
}

export function basketballTeamRows({ nba, cba }: BasketballData, colours: TeamColours): Rows<'teams'> {
  const nbaIds = nbaTeamIds(nba);
  const cbaIds = cbaTeamIds(cba);
  return [
    ...nba.teams.map((t) => ({
      ...colourColumns(colours.nba.get(t.code)),
      id: idOf(nbaIds, t.code),
      sport: 'basketball' as const,
      name: t.abbr,
      name_zh: t.zh,
      name_zh_full: t.zhFull,
      abbr: t.abbr,
      city: null,
      country: 'USA',
    })),
    ...cba.teams.map((t) => ({
      ...colourColumns(colours.cba.get(t.key)),
      id: idOf(cbaIds, t.key),
      sport: 'basketball' as const,
      name: t.key,
      name_zh: t.zh,
      name_zh_full: t.zhFull,
      abbr: null,
      city: t.city,
      country: 'China',
    })),
  ];
}

/** NBA players, once each (a traded player keeps one id); the CBA has no open player data. */
export function basketballPlayerRows({ nba }: BasketballData): Rows<'players'> {
  const ids = nbaPlayerIds(nba);
  const seen = new Set<number>();
  return nba.players.flatMap((p) => {
    const id = idOf(ids, p.bbrefId);
    if (seen.has(id)) return [];
    seen.add(id);
    return [
      {
        id,
        sport: 'basketball' as const,
        name: p.name,
        source_name: p.sourceName,
        name_source: p.nameSource,
        role: null,
        birth_date: null,
        height: null,
        weight: null,
        foot: null,
        nationality: null,
      },
    ];
  });
}

/** The teams of a basketball league by Kanqiu competition id: NBA (101) with conference and division, CBA (102). */
export function basketballTeamPlaces({ nba, cba }: BasketballData, competitionId: number) {
  if (competitionId === competitionIds.NBA) {
    const ids = nbaTeamIds(nba);
    return nba.teams.map((t) => ({ teamId: idOf(ids, t.code), conference: t.conference, division: t.divisionZh }));
  }
  if (competitionId === competitionIds.CBA) {
    const ids = cbaTeamIds(cba);
    return cba.teams.map((t) => ({ teamId: idOf(ids, t.key), conference: null, division: null }));
  }
  return [];
}

/** NBA players' real RAPTOR rows under Kanqiu's player and team ids. */
export function nbaRatingRows({ nba }: BasketballData) {
  const teamIds = nbaTeamIds(nba);
  const playerIds = nbaPlayerIds(nba);
  return {
    season: nba.season,
    rows: nba.players.map((p) => ({
      playerId: idOf(playerIds, p.bbrefId),
      teamId: idOf(teamIds, p.teamCode),
      minutes: p.minutes,
      possessions: p.possessions,
      raptorOffense: p.raptorOffense,
      raptorDefense: p.raptorDefense,
    })),
  };
}
