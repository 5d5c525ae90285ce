import { archiveStages, competitionGroupKeys, NAME_SOURCES, playerRankingKinds } from '@kanqiu/domain';
import { z } from 'zod';
import { text } from './fields';
import { idField, sport } from './live/common';
import { futureMatch } from './live/football';

const count = z.number().int();

export const databaseSportQuery = z.object({ sport: sport.default('football') });
export const databaseSearchQuery = z.object({
  keyword: text({ error: '请输入要搜索的球队、球员或赛事' })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, '请输入要搜索的球队、球员或赛事').max(30, '搜索词最多 30 个字')),
});
export const databaseIdParams = z.object({ id: idField });
/** "2017-18" or "2024". */
export const seasonField = z.string().regex(/^\d{4}(-\d{2})?$/, '赛季格式为 2017-18 或 2024');
export const competitionDetailQuery = z.object({ season: seasonField.optional() });
export const teamDetailQuery = z.object({ competition: idField.optional() });

/** Badge colours of every team whose two colours are known: team id → [primary, secondary] (#RRGGBB). */
export const teamColorTable = z.object({
  colors: z.record(z.string().regex(/^\d+$/), z.tuple([z.string(), z.string()])),
});
export type TeamColorTable = z.infer<typeof teamColorTable>;

export const competitionSummary = z.object({
  id: count,
  sport,
  name: z.string(),
  nameFull: z.string(),
  kind: z.string(),
  color: z.string(),
});
export type CompetitionSummary = z.infer<typeof competitionSummary>;

export const competitionGroupList = z.object({
  groups: z.array(z.object({ key: z.enum(competitionGroupKeys), competitions: z.array(competitionSummary) })),
});

/** A team or player named on a page; `id` null for a history team the data set has no page for. */
export const teamRef = z.object({ id: count.nullable(), name: z.string() });
export const playerRef = z.object({ id: count, name: z.string() });

/** Where a player's shown name comes from (`NameSource` of the domain), never shown to fans. */
export const nameSource = z.enum(NAME_SOURCES);

export const searchResult = z.object({
  competitions: z.array(competitionSummary),
  teams: z.array(z.object({ id: count, sport, name: z.string(), nameFull: z.string(), englishName: z.string() })),
  players: z.array(
    z.object({ id: count, sport, name: z.string(), role: z.string().nullable(), team: teamRef.nullable() }),
  ),
});

/** A result or fixture; `matchId` is the match page of its replay when the database holds one. */
export const databaseFixture = z.object({
  matchId: count.nullable(),
  /** YYYY-MM-DD: the day the score pages show it played (the replay's calendar); a history season's real day. */
  date: z.string(),
  stage: z.enum(archiveStages),
  round: count.nullable(),
  home: teamRef,
  away: teamRef,
  homeScore: count,
  awayScore: count,
  /** Scores after extra time and of a shoot-out, when played. */
  extraTime: z.tuple([count, count]).nullable(),
  penalties: z.tuple([count, count]).nullable(),
});
export type DatabaseFixture = z.infer<typeof databaseFixture>;

/** Newest first. */
export const formResult = z.enum(['win', 'draw', 'loss']);
export const tableZone = z.enum(['champions', 'europa', 'relegationPlayoff', 'relegation']);
export const standingRow = z.object({
  rank: count,
  team: teamRef,
  played: count,
  won: count,
  drawn: count,
  lost: count,
  goalsFor: count,
  goalsAgainst: count,
  goalDifference: count,
  points: count,
  form: z.array(formResult),
  zone: tableZone.nullable(),
});
export type StandingRow = z.infer<typeof standingRow>;

/** A league has one table (`group` null); a tournament a table per group, by its letter ("A"). */
export const standingGroup = z.object({ group: z.string().max(2).nullable(), rows: z.array(standingRow) });

export const roundOfMatches = z.object({
  stage: z.enum(archiveStages),
  round: count.nullable(),
  fixtures: z.array(databaseFixture),
});

export const playerRanking = z.object({
  kind: z.enum(playerRankingKinds),
  rows: z.array(
    z.object({ rank: count, value: count, player: playerRef, team: teamRef, appearances: count, minutes: count }),
  ),
});

/** Per-match averages from the real match totals; possession is the share of passes, in percent. */
export const teamSeasonStats = z.object({
  played: count,
  goalsFor: z.number(),
  goalsAgainst: z.number(),
  shots: z.number(),
  shotsOnTarget: z.number(),
  possession: z.number(),
  corners: z.number(),
  yellow: z.number(),
  red: z.number(),
});
export const teamStatsRow = z.object({ team: teamRef, perMatch: teamSeasonStats });

/** A team's record at home or away over a season known from its scores. */
export const resultRecord = z.object({
  played: count,
  won: count,
  drawn: count,
  lost: count,
  goalsFor: count,
  goalsAgainst: count,
});

/** Season totals from the scores alone (history seasons, 中超 2024); half-time leads where the half-time score is known. */
export const resultStatsRow = z.object({
  team: teamRef,
  home: resultRecord,
  away: resultRecord,
  cleanSheets: count,
  failedToScore: count,
  halfTimeLeads: count,
  halfTimeLeadsWon: count,
});
export type ResultStatsRow = z.infer<typeof resultStatsRow>;

/** `events`: the replayed season with every event; `results`: a history season, scores only (openfootball). */
export const seasonSource = z.enum(['events', 'results']);

export const competitionDetail = z.object({
  competition: competitionSummary,
  seasons: z.array(z.object({ season: z.string(), source: seasonSource })),
  season: z.string(),
  source: seasonSource,
  standings: z.array(standingGroup),
  rounds: z.array(roundOfMatches),
  rankings: z.array(playerRanking),
  teamStats: z.array(teamStatsRow),
  /** A `results` season's team statistics from the scores (empty for an `events` season, see teamStats). */
  resultStats: z.array(resultStatsRow),
});
export type CompetitionDetail = z.infer<typeof competitionDetail>;

export const playerSeasonStats = z.object({
  appearances: count,
  starts: count,
  minutes: count,
  goals: count,
  penalties: count,
  ownGoals: count,
  shots: count,
  shotsOnTarget: count,
  yellow: count,
  red: count,
});

export const teamDetail = z.object({
  team: z.object({
    id: count,
    name: z.string(),
    nameFull: z.string(),
    englishName: z.string(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    /** The ground it played most home matches at in the season. */
    stadium: z.string().nullable(),
  }),
  competitions: z.array(competitionSummary.extend({ season: z.string() })),
  competition: competitionSummary.extend({ season: z.string() }),
  standing: standingRow.nullable(),
  /** `results`: a season known from its scores only (中超 2024): no squad, `stats` null, `resultStats` set. */
  source: seasonSource,
  stats: teamSeasonStats.nullable(),
  resultStats: resultStatsRow.nullable(),
  squad: z.array(
    z.object({
      role: z.string(),
      players: z.array(playerSeasonStats.extend({ player: playerRef })),
    }),
  ),
  fixtures: z.array(databaseFixture),
  /** Its next three fixtures on the replay calendar, on today's dates (the 未来赛程 of a match's 分析). */
  upcoming: z.array(futureMatch),
});
export type TeamDetail = z.infer<typeof teamDetail>;

export const playerDetail = z.object({
  player: z.object({
    id: count,
    name: z.string(),
    nameSource,
    role: z.string().nullable(),
    birthDate: z.string().nullable(),
    /** Age on the day of his last match in the data. */
    age: count.nullable(),
    height: count.nullable(),
    weight: count.nullable(),
    foot: z.string().nullable(),
    nationality: z.string().nullable(),
    team: teamRef.nullable(),
  }),
  seasons: z.array(
    z.object({ competition: competitionSummary, season: z.string(), team: teamRef, stats: playerSeasonStats }),
  ),
  matches: z.array(
    databaseFixture.extend({
      competition: z.string(),
      started: z.boolean(),
      minutes: count,
      goals: count,
      yellow: count,
      red: count,
    }),
  ),
});
export type PlayerDetail = z.infer<typeof playerDetail>;

/** A generated basketball game; `matchId` when the database still holds it. */
export const basketballGameLine = z.object({
  matchId: count.nullable(),
  date: z.string(),
  home: teamRef,
  away: teamRef,
  homeScore: count,
  awayScore: count,
});
export type BasketballGameLine = z.infer<typeof basketballGameLine>;

/** A generated (模拟) basketball league: standings and recent results of the season the feed plays. */
export const basketballStandingRow = z.object({
  rank: count,
  team: teamRef,
  division: z.string().nullable(),
  played: count,
  won: count,
  lost: count,
  /** Wins per game played, 0–1 to three places. */
  winRate: z.number(),
  /** Games behind the leader of the table. */
  gamesBehind: z.number(),
  form: z.array(formResult),
});
export type BasketballStandingRow = z.infer<typeof basketballStandingRow>;

/** Per-game averages from the final box scores of the finished games the product holds (模拟). */
export const boxAverages = z.object({
  games: count,
  points: z.number(),
  rebounds: z.number(),
  assists: z.number(),
  steals: z.number(),
  blocks: z.number(),
});
export type BoxAverages = z.infer<typeof boxAverages>;

/** A team's per-game averages from its finished games' final team statistics (模拟); shooting in percent. */
export const teamStatisticAverages = boxAverages.extend({
  turnovers: z.number(),
  fouls: z.number(),
  fieldGoalPct: z.number().nullable(),
  threePointPct: z.number().nullable(),
  freeThrowPct: z.number().nullable(),
});
export type TeamStatisticAveragesLine = z.infer<typeof teamStatisticAverages>;

export const averagedStat = z.enum(['points', 'rebounds', 'assists', 'steals', 'blocks']);

/** The competition's leaders (NBA: players; CBA, team-level data only: none) and every team's averages. */
export const basketballAverages = z.object({
  /** Finished games whose box scores are held (the feed's window of the generated season). */
  games: count,
  leaders: z.array(
    z.object({
      stat: averagedStat,
      rows: z.array(z.object({ player: playerRef, team: teamRef, games: count, value: z.number() })),
    }),
  ),
  teams: z.array(boxAverages.extend({ team: teamRef })),
  /** Every team's averages from the final team statistics, most points first (the CBA's numbers). */
  teamStatistics: z.array(teamStatisticAverages.extend({ team: teamRef })),
});

export const basketballCompetitionDetail = z.object({
  competition: competitionSummary,
  /** Always true: every game is played by the basketball model. */
  generated: z.literal(true),
  standings: z.array(
    z.object({ conference: z.enum(['east', 'west']).nullable(), rows: z.array(basketballStandingRow) }),
  ),
  results: z.array(basketballGameLine),
  averages: basketballAverages,
});
export type BasketballCompetitionDetail = z.infer<typeof basketballCompetitionDetail>;

/** Real RAPTOR of the ratings season: points per 100 possessions above average, offence + defence = total. */
export const raptorLine = z.object({
  minutes: count,
  possessions: count,
  raptorOffense: z.number(),
  raptorDefense: z.number(),
  raptorTotal: z.number(),
});

export const basketballTeamDetail = z.object({
  team: z.object({
    id: count,
    name: z.string(),
    nameFull: z.string(),
    city: z.string().nullable(),
    conference: z.enum(['east', 'west']).nullable(),
    division: z.string().nullable(),
  }),
  competition: competitionSummary,
  /** Generated (模拟) record and games of the season the feed plays. */
  record: z.object({ played: count, won: count, lost: count, form: z.array(formResult) }),
  games: z.array(basketballGameLine),
  /** The real season the roster and ratings are from; empty roster for the CBA (no open player data). */
  ratingsSeason: z.string().nullable(),
  roster: z.array(raptorLine.extend({ player: playerRef })),
  /** Per-game averages of the team's players over its finished games with a box score (模拟), most points first. */
  averages: z.array(boxAverages.extend({ player: playerRef })),
  /** The team's averages from its finished games' team statistics (模拟); null before its first. */
  teamStatistics: teamStatisticAverages.nullable(),
});
export type BasketballTeamDetail = z.infer<typeof basketballTeamDetail>;

export const basketballPlayerDetail = z.object({
  player: playerRef.extend({ nameSource }),
  ratingsSeason: z.string(),
  teams: z.array(raptorLine.extend({ team: teamRef })),
  /** Generated (模拟) games of his current team this season. */
  teamGames: z.array(basketballGameLine),
  /** His per-game averages over the finished games with a box score (模拟); null when he has none. */
  averages: boxAverages.nullable(),
});
export type BasketballPlayerDetail = z.infer<typeof basketballPlayerDetail>;
