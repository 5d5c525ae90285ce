/**
 * Team ratings for the game model. NBA: from the players' 2021-22 RAPTOR rows (FiveThirtyEight);
 * CBA: team-level ratings we set (docs/basketball-model.md), as no open CBA player data exists.
 */
import type { CbaSeason, NbaPlayerRating, NbaSeason } from '../../dataset/dataset';
import { NBA } from './league';

export const NBA_TEAM_ID_BASE = 100_000;
export const CBA_TEAM_ID_BASE = 200_000;
/** Above every football player id of the data set (up to 568,583): players share one id space. */
export const NBA_PLAYER_ID_BASE = 3_000_000;

const ROTATION_SIZE = 10;
/** Five players share the floor, but RAPTOR's noise would overstate the spread: 4, not 5, matches 2021-22's. */
const RAPTOR_TO_TEAM = 4;
/** RAPTOR pace impact is per player on the floor; five are. */
const PACE_IMPACT_TO_TEAM = 5;
const TEAM_SECONDS = 5 * 48 * 60;

export interface RotationPlayer {
  readonly id: number;
  readonly name: string;
  /** Seconds per 48 minutes the coach plays him: his share of the rotation's season minutes. */
  readonly seconds: number;
  readonly offense: number;
  readonly defense: number;
}

export interface TeamRating {
  readonly teamId: number;
  /** Points scored per 100 possessions against an average defence. */
  readonly offense: number;
  /** Points allowed per 100 possessions against an average offence. */
  readonly defense: number;
  /** Possessions per 48 minutes against an average opponent. */
  readonly pace: number;
  /** Starters first (the five with the most minutes); empty for CBA teams. */
  readonly rotation: readonly RotationPlayer[];
}

export interface CbaRatingInput {
  readonly offense: number;
  readonly defense: number;
  readonly pace: number;
}

/** Set by us: a spread like the CBA's recent seasons (net +9 to -14), centred on 105 points and pace 100. */
export const CBA_TEAM_RATINGS: Readonly<Record<string, CbaRatingInput>> = {
  Liaoning: { offense: 110, defense: 101, pace: 98 },
  Shanghai: { offense: 110, defense: 102, pace: 102 },
  Zhejiang: { offense: 110, defense: 103, pace: 103 },
  Guangdong: { offense: 109, defense: 103, pace: 101 },
  Beijing: { offense: 106, defense: 100, pace: 97 },
  Guangsha: { offense: 109, defense: 103, pace: 102 },
  Shanxi: { offense: 109, defense: 104, pace: 101 },
  Xinjiang: { offense: 107, defense: 102, pace: 100 },
  Beikong: { offense: 106, defense: 104, pace: 99 },
  Qingdao: { offense: 106, defense: 105, pace: 100 },
  Shenzhen: { offense: 105, defense: 105, pace: 100 },
  Shandong: { offense: 104, defense: 105, pace: 99 },
  Jilin: { offense: 104, defense: 106, pace: 101 },
  Nanjing: { offense: 103, defense: 107, pace: 100 },
  Fujian: { offense: 102, defense: 107, pace: 99 },
  Sichuan: { offense: 102, defense: 108, pace: 100 },
  Tianjin: { offense: 101, defense: 108, pace: 101 },
  Jiangsu: { offense: 100, defense: 108, pace: 98 },
  Guangzhou: { offense: 101, defense: 109, pace: 102 },
  Ningbo: { offense: 96, defense: 110, pace: 100 },
};

/** Kanqiu team ids by the data's team code (BRK, PHO…), in the data's team order. */
export function nbaTeamIds(nba: NbaSeason): Map<string, number> {
  return new Map(nba.teams.map((team, i) => [team.code, NBA_TEAM_ID_BASE + i]));
}

/** Kanqiu team ids by the data's pinyin key (Guangdong…), in the data's team order. */
export function cbaTeamIds(cba: CbaSeason): Map<string, number> {
  return new Map(cba.teams.map((team, i) => [team.key, CBA_TEAM_ID_BASE + i]));
}

/** Kanqiu player ids by Basketball-Reference id, in order of first appearance; one id across trades. */
export function nbaPlayerIds(nba: NbaSeason): Map<string, number> {
  const ids = new Map<string, number>();
  for (const row of nba.players) {
    if (!ids.has(row.bbrefId)) ids.set(row.bbrefId, NBA_PLAYER_ID_BASE + ids.size);
  }
  return ids;
}

/** One rating per team, in the data's team order. */
export function nbaRatings(nba: NbaSeason): TeamRating[] {
  const rows = groupByTeam(nba.players);
  const raw = nba.teams.map((team) => rawNbaRating(rows.get(team.code) ?? []));
  const mean = (pick: (r: RawNbaRating) => number) => raw.reduce((sum, r) => sum + pick(r), 0) / raw.length;
  const centre = { offense: mean((r) => r.offense), defense: mean((r) => r.defense), pace: mean((r) => r.pace) };
  const rotations = nbaRotations(nba);
  return nba.teams.map((team, i) => {
    const r = raw[i] as RawNbaRating;
    return {
      teamId: NBA_TEAM_ID_BASE + i,
      offense: NBA.average + RAPTOR_TO_TEAM * (r.offense - centre.offense),
      defense: NBA.average - RAPTOR_TO_TEAM * (r.defense - centre.defense),
      pace: NBA.pace + (r.pace - centre.pace),
      rotation: rotations.get(team.code) ?? [],
    };
  });
}

export function cbaRatings(cba: CbaSeason): TeamRating[] {
  return cba.teams.map((team, i) => {
    const input = CBA_TEAM_RATINGS[team.key];
    if (!input) throw new Error(`no CBA rating for team ${team.key}`);
    return { teamId: CBA_TEAM_ID_BASE + i, ...input, rotation: [] };
  });
}

/** A team's expected points when it plays an opponent: the additive model, per 100 possessions. */
export function expectedEfficiency(offence: TeamRating, defence: TeamRating, average: number): number {
  return offence.offense + defence.defense - average;
}

/** Possessions per team in a game between the two, relative to the league's pace. */
export function expectedPace(a: TeamRating, b: TeamRating, leaguePace: number): number {
  return a.pace + b.pace - leaguePace;
}

interface RawNbaRating {
  readonly offense: number;
  readonly defense: number;
  /** Possessions per 48 from the on-court possessions, averaged with the pace impact's estimate. */
  readonly pace: number;
}

/** Minutes-weighted RAPTOR of the top ten by minutes with this team (a traded player counts for each). */
function rawNbaRating(rows: readonly NbaPlayerRating[]): RawNbaRating {
  const top = byMinutes(rows).slice(0, ROTATION_SIZE);
  const minutes = sum(top, (r) => r.minutes);
  const weighted = (pick: (r: NbaPlayerRating) => number) => sum(top, (r) => r.minutes * pick(r)) / minutes;
  const onCourtPace = (sum(rows, (r) => r.possessions) / sum(rows, (r) => r.minutes)) * 48;
  const impactPace = NBA.pace + PACE_IMPACT_TO_TEAM * weighted((r) => r.paceImpact);
  return {
    offense: weighted((r) => r.raptorOffense),
    defense: weighted((r) => r.raptorDefense),
    pace: (onCourtPace + impactPace) / 2,
  };
}

/**
 * The ten a team plays, from the players whose most minutes were with it (so no one plays for two
 * teams on one day); each plays his share of the ten's minutes.
 */
function nbaRotations(nba: NbaSeason): Map<string, RotationPlayer[]> {
  const ids = nbaPlayerIds(nba);
  const main = new Map<string, NbaPlayerRating>();
  for (const row of nba.players) {
    const best = main.get(row.bbrefId);
    if (!best || row.minutes > best.minutes) main.set(row.bbrefId, row);
  }
  const rotations = new Map<string, RotationPlayer[]>();
  for (const [code, rows] of groupByTeam([...main.values()])) {
    const top = byMinutes(rows).slice(0, ROTATION_SIZE);
    const minutes = sum(top, (r) => r.minutes);
    rotations.set(
      code,
      top.map((r) => ({
        id: idOf(ids, r.bbrefId),
        name: r.name,
        seconds: Math.round((TEAM_SECONDS * r.minutes) / minutes),
        offense: r.raptorOffense,
        defense: r.raptorDefense,
      })),
    );
  }
  return rotations;
}

function idOf(ids: ReadonlyMap<string, number>, bbrefId: string): number {
  const id = ids.get(bbrefId);
  if (id === undefined) throw new Error(`no player id for ${bbrefId}`);
  return id;
}

function groupByTeam(rows: readonly NbaPlayerRating[]): Map<string, NbaPlayerRating[]> {
  const teams = new Map<string, NbaPlayerRating[]>();
  for (const row of rows) {
    const team = teams.get(row.teamCode);
    if (team) team.push(row);
    else teams.set(row.teamCode, [row]);
  }
  return teams;
}

function byMinutes(rows: readonly NbaPlayerRating[]): NbaPlayerRating[] {
  return [...rows].sort((a, b) => b.minutes - a.minutes || a.bbrefId.localeCompare(b.bbrefId));
}

function sum<T>(items: readonly T[], pick: (item: T) => number): number {
  return items.reduce((total, item) => total + pick(item), 0);
}
