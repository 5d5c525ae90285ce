/**
 * Team strengths per competition, fitted once at start-up on the bundled real results (poisson-fit).
 * A league is fitted on its replay season plus the earlier seasons of the history file, each older
 * season weighing half as much as the next; a tournament (World Cup, Euro) on its own matches only, with
 * strong shrinkage because a national team plays three to seven of them, and home advantage held near 0
 * because its venues are neutral (the host's edge is not modelled). A walked competition (中超 2024, whose
 * clubs have no earlier season in the data) is not fitted: its ratings learn result by result in kick-off
 * order (domain walkSeason), so each match is priced from the results known at its kick-off only.
 */
import { walkSeason } from '@kanqiu/domain';
import type { FootballData, HistorySeason, HistoryTeam, Match } from '../dataset/dataset';
import { fitPoisson, fittedRates, type FitMatch } from './poisson-fit';
import { dixonColesTau, outcomeProbabilities, scoreGrid, type GoalRates } from './probabilities';

export type TeamStrength = {
  /** Log multiplier on the goals the team scores. */
  readonly attack: number;
  /** Log divisor on the goals the team concedes: higher is better. */
  readonly defence: number;
};

export type CompetitionStrengths = {
  readonly competition: string;
  /** Log goal rate of an average away side against an average home side. */
  readonly base: number;
  /** Log multiplier on the home side's goal rate. */
  readonly homeAdvantage: number;
  /** Dixon–Coles low-score dependence. */
  readonly rho: number;
  /** Ratings of the replay teams, by Kanqiu team id. */
  readonly teams: ReadonlyMap<number, TeamStrength>;
};

export type StrengthTable = {
  readonly competitions: ReadonlyMap<string, CompetitionStrengths>;
  /** The leagues' average, no team ratings: for a competition or team the data set does not have. */
  readonly fallback: CompetitionStrengths;
  /** Pre-match expected goals of each match of a walked competition, by the data set's match id. */
  readonly walked: ReadonlyMap<number, GoalRates>;
};

type FitSettings = { readonly ridge: number; readonly homeRidge: number };

const LEAGUE: FitSettings = { ridge: 4, homeRidge: 0 };
const TOURNAMENT: FitSettings = { ridge: 12, homeRidge: 60 };
const SEASON_HALF_LIFE = 1;
const RHO_GRID = Array.from({ length: 31 }, (_, i) => -0.2 + i * 0.01);

/** `walk`: the competitions whose ratings are walked in kick-off order instead of fitted on the season. */
export function fitStrengths(
  data: Pick<FootballData, 'matches' | 'history'>,
  walk: readonly string[] = [],
): StrengthTable {
  const isFitted = (item: { competition: string }) => !walk.includes(item.competition);
  const keys = new Set([...data.matches, ...data.history].filter(isFitted).map((item) => item.competition));
  const fitted = [...keys].sort().map((competition) =>
    fitCompetition(
      competition,
      data.matches.filter((m) => m.competition === competition),
      data.history.filter((s) => s.competition === competition),
    ),
  );
  const leagues = fitted.filter((c) => c.league).map((c) => c.strengths);
  const fallback = averageOf(leagues);
  // A tournament's few low scores say little about ρ: it takes the leagues' average.
  const competitions = fitted.map(({ league, strengths }) =>
    league ? strengths : { ...strengths, rho: fallback.rho },
  );
  return {
    competitions: new Map(competitions.map((c) => [c.competition, c])),
    fallback,
    walked: walkedRates(data.matches.filter((m) => !isFitted(m))),
  };
}

/** Each match's expected goals from the ratings of the results known at its real kick-off (no peeking). */
function walkedRates(matches: readonly Match[]): Map<number, GoalRates> {
  const competitions = [...new Set(matches.map((m) => m.competition))];
  const { previews } = walkSeason(
    matches.map((m) => ({
      id: m.id,
      competitionId: competitions.indexOf(m.competition),
      kickoffAt: m.kickoff,
      homeTeamId: m.home,
      awayTeamId: m.away,
      ft: m.score.ft,
    })),
  );
  return new Map([...previews].map(([id, preview]) => [id, preview.rates]));
}

/** The pre-match expected goals the odds price a match from: walked, or from the fitted ratings. */
export function matchRates(
  table: StrengthTable,
  match: Pick<Match, 'id' | 'competition' | 'home' | 'away'>,
): GoalRates {
  return table.walked.get(match.id) ?? expectedGoals(strengthsOf(table, match.competition), match.home, match.away);
}

export function strengthsOf(table: StrengthTable, competition: string): CompetitionStrengths {
  return table.competitions.get(competition) ?? table.fallback;
}

/** Pre-match expected goals; an unknown team counts as average. */
export function expectedGoals(strengths: CompetitionStrengths, homeTeamId: number, awayTeamId: number): GoalRates {
  const home = strengths.teams.get(homeTeamId) ?? AVERAGE_TEAM;
  const away = strengths.teams.get(awayTeamId) ?? AVERAGE_TEAM;
  return {
    home: Math.exp(strengths.base + strengths.homeAdvantage + home.attack - away.defence),
    away: Math.exp(strengths.base + away.attack - home.defence),
  };
}

const AVERAGE_TEAM: TeamStrength = { attack: 0, defence: 0 };

type Result = {
  readonly home: string;
  readonly away: string;
  readonly ft: readonly [number, number];
  readonly weight: number;
};

function fitCompetition(
  competition: string,
  matches: readonly Match[],
  history: readonly HistorySeason[],
): { league: boolean; strengths: CompetitionStrengths } {
  const latest = Math.max(...[...matches, ...history].map((item) => seasonYear(item.season)));
  const results = [...matches.map(replayResult), ...history.flatMap((s) => historyResults(s, latest))];
  const teamKeys = [...new Set(results.flatMap((r) => [r.home, r.away]))].sort();
  const index = new Map(teamKeys.map((key, i) => [key, i]));
  const fitMatches = results.map((r) => toFitMatch(r, index));
  const league = history.length > 0;
  const fit = fitPoisson(fitMatches, { teams: teamKeys.length, ...(league ? LEAGUE : TOURNAMENT) });
  const teams = new Map<number, TeamStrength>();
  teamKeys.forEach((key, i) => {
    if (key.startsWith('id:')) {
      teams.set(Number(key.slice(3)), { attack: fit.attack[i] ?? 0, defence: fit.defence[i] ?? 0 });
    }
  });
  const rho = bestRho(fitMatches, (m) => fittedRates(fit, m));
  return { league, strengths: { competition, base: fit.base, homeAdvantage: fit.home, rho, teams } };
}

const replayResult = (m: Match): Result => ({ home: `id:${m.home}`, away: `id:${m.away}`, ft: m.score.ft, weight: 1 });

/** Seasons before the latest weigh 1/2, 1/4, … by their age. */
function historyResults(season: HistorySeason, latestYear: number): Result[] {
  const weight = 0.5 ** ((latestYear - seasonYear(season.season)) / SEASON_HALF_LIFE);
  return season.matches.map((m) => ({ home: teamKey(m.home), away: teamKey(m.away), ft: m.ft, weight }));
}

const seasonYear = (season: string): number => Number(season.slice(0, 4));

const teamKey = (team: HistoryTeam): string => (team.teamId === null ? `name:${team.name}` : `id:${team.teamId}`);

function toFitMatch(result: Result, index: ReadonlyMap<string, number>): FitMatch {
  return {
    home: index.get(result.home) ?? 0,
    away: index.get(result.away) ?? 0,
    homeGoals: result.ft[0],
    awayGoals: result.ft[1],
    weight: result.weight,
  };
}

/** ρ on a grid, by the weighted likelihood of the low scores given the fitted rates. */
function bestRho(matches: readonly FitMatch[], ratesOf: (m: FitMatch) => [number, number]): number {
  const scored = matches.map((m) => {
    const [home, away] = ratesOf(m);
    return { match: m, rates: { home, away } };
  });
  const likelihood = (rho: number): number =>
    scored.reduce((sum, { match: m, rates }) => {
      const tau = dixonColesTau(m.homeGoals, m.awayGoals, rates, rho);
      return sum + m.weight * Math.log(Math.max(tau, Number.MIN_VALUE));
    }, 0);
  const likelihoods = RHO_GRID.map(likelihood);
  const best = RHO_GRID[likelihoods.indexOf(Math.max(...likelihoods))] ?? 0;
  return Math.round(best * 100) / 100;
}

function averageOf(leagues: readonly CompetitionStrengths[]): CompetitionStrengths {
  const mean = (pick: (c: CompetitionStrengths) => number): number =>
    leagues.reduce((sum, c) => sum + pick(c), 0) / Math.max(1, leagues.length);
  return {
    competition: 'average',
    base: mean((c) => c.base),
    homeAdvantage: mean((c) => c.homeAdvantage),
    rho: Math.round(mean((c) => c.rho) * 1000) / 1000,
    teams: new Map(),
  };
}

/** The model's fair 1X2 chances of a match before kick-off (the 欧指 without a company's margin). */
export function preMatchOutcomes(
  table: StrengthTable,
  match: Pick<Match, 'id' | 'competition' | 'home' | 'away'>,
): { home: number; draw: number; away: number } {
  return outcomeProbabilities(scoreGrid(matchRates(table, match), strengthsOf(table, match.competition).rho));
}
