import { fileURLToPath } from 'node:url';
import { FOOTBALL_PRIOR, RESULT_KNOWN_AFTER } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { loadFootball, type Match } from '../dataset/dataset';
import { SUPER_LEAGUE, withSuperLeague } from '../providers/replay/super-league';
import { outcomeProbabilities, scoreGrid } from './probabilities';
import {
  expectedGoals,
  fitStrengths,
  matchRates,
  strengthsOf,
  type CompetitionStrengths,
  type StrengthTable,
  type TeamStrength,
} from './strengths';

const dataDir = fileURLToPath(new URL('../../../../../data', import.meta.url));
const football = loadFootball(dataDir);
const started = performance.now();
const table = fitStrengths(football);
const fitMilliseconds = performance.now() - started;

/** Log of goals scored over goals conceded against an average side. */
const teamRating = (team: TeamStrength): number => team.attack + team.defence;

/** Extra goals the home advantage gives an average home side. */
const homeAdvantageGoals = (strengths: CompetitionStrengths): number =>
  Math.exp(strengths.base) * (Math.exp(strengths.homeAdvantage) - 1);

const LEAGUES = ['England', 'Spain', 'Italy', 'Germany', 'France'];
const TOURNAMENTS = ['World_Cup', 'European_Championship'];
const leagueMatches = football.matches.filter((m) => LEAGUES.includes(m.competition));

const teamId = (name: string): number => {
  const team = football.teams.find((t) => t.name === name);
  if (!team) throw new Error(`no team ${name}`);
  return team.id;
};

/** The replay season's teams of a competition, strongest first. */
function ranking(competition: string): number[] {
  const strengths = strengthsOf(table, competition);
  const ids = new Set(football.matches.filter((m) => m.competition === competition).map((m) => m.home));
  const rating = (id: number): number => {
    const team = strengths.teams.get(id);
    return team ? teamRating(team) : -Infinity;
  };
  return [...ids].sort((a, b) => rating(b) - rating(a));
}

type Calibration = { brier: number; baseBrier: number; favouriteWins: number; underdogWins: number };

function calibrate(fitted: StrengthTable, matches: readonly Match[]): Calibration {
  const outcome = ([home, away]: readonly [number, number]): number => (home > away ? 0 : home === away ? 1 : 2);
  const base = [0, 0, 0];
  for (const m of matches) base[outcome(m.score.ft)] = (base[outcome(m.score.ft)] ?? 0) + 1 / matches.length;
  let brier = 0;
  let baseBrier = 0;
  let favouriteWins = 0;
  let underdogWins = 0;
  for (const m of matches) {
    const strengths = strengthsOf(fitted, m.competition);
    const o = outcomeProbabilities(scoreGrid(expectedGoals(strengths, m.home, m.away), strengths.rho));
    const actual = outcome(m.score.ft);
    const squaredError = (p: readonly number[]): number =>
      p.reduce((sum, pi, i) => sum + (pi - (i === actual ? 1 : 0)) ** 2, 0);
    brier += squaredError([o.home, o.draw, o.away]) / matches.length;
    baseBrier += squaredError(base) / matches.length;
    const favourite = o.home >= o.away ? 0 : 2;
    if (actual === favourite) favouriteWins += 1;
    else if (actual === 2 - favourite) underdogWins += 1;
  }
  return { brier, baseBrier, favouriteWins, underdogWins };
}

describe('fitStrengths', () => {
  it('fits every competition of the data set in well under a second', () => {
    expect(fitMilliseconds).toBeLessThan(1000);
    for (const competition of [...LEAGUES, ...TOURNAMENTS]) expect(table.competitions.has(competition)).toBe(true);
  });

  it.each([
    ['England', 'Manchester City'],
    ['Spain', 'Barcelona'],
    ['Germany', 'Bayern München'],
    ['France', 'PSG'],
    ['Italy', 'Juventus'],
  ])('rates the 2017-18 champions of %s, %s, strongest', (competition, champion) => {
    expect(ranking(competition)[0]).toBe(teamId(champion));
  });

  it('rates Napoli second in Serie A, behind Juventus', () => {
    expect(ranking('Italy').slice(0, 2)).toEqual([teamId('Juventus'), teamId('Napoli')]);
  });

  it.each(LEAGUES)('finds a home advantage of 0.2–0.35 (log rate) in %s, about a third of a goal', (competition) => {
    const strengths = strengthsOf(table, competition);
    expect(strengths.homeAdvantage).toBeGreaterThan(0.2);
    expect(strengths.homeAdvantage).toBeLessThan(0.35);
    expect(homeAdvantageGoals(strengths)).toBeGreaterThan(0.25);
    expect(homeAdvantageGoals(strengths)).toBeLessThan(0.4);
  });

  it.each(TOURNAMENTS)('keeps the home advantage of %s near 0: the venues are neutral', (competition) => {
    expect(Math.abs(strengthsOf(table, competition).homeAdvantage)).toBeLessThan(0.1);
  });

  it.each(TOURNAMENTS)('pulls the national teams of %s well towards average', (competition) => {
    const strengths = strengthsOf(table, competition);
    for (const [id, team] of strengths.teams) {
      const played = football.matches.filter((m) => m.competition === competition && (m.home === id || m.away === id));
      const scored = played.reduce((sum, m) => sum + m.score.ft[m.home === id ? 0 : 1], 0);
      const conceded = played.reduce((sum, m) => sum + m.score.ft[m.home === id ? 1 : 0], 0);
      const raw = Math.log((scored + 1) / (conceded + 1));
      expect(Math.abs(teamRating(team))).toBeLessThanOrEqual(0.6 * Math.abs(raw) + 0.1);
    }
  });

  it('gives average goal rates and a small negative ρ, like the published fits', () => {
    for (const competition of LEAGUES) {
      const { base, rho } = strengthsOf(table, competition);
      expect(Math.exp(base)).toBeGreaterThan(0.95);
      expect(Math.exp(base)).toBeLessThan(1.25);
      expect(rho).toBeGreaterThanOrEqual(-0.2);
      expect(rho).toBeLessThanOrEqual(0.1);
    }
  });

  it('prices an unknown competition or team with the leagues’ average', () => {
    const unknown = strengthsOf(table, 'Atlantis');
    expect(unknown).toBe(table.fallback);
    const rates = expectedGoals(unknown, -1, -2);
    expect(rates.home).toBeGreaterThan(rates.away);
    expect(rates.home + rates.away).toBeGreaterThan(2.4);
    expect(rates.home + rates.away).toBeLessThan(3.2);
  });

  it('is deterministic', () => {
    const again = fitStrengths(football);
    expect(again.fallback).toEqual(table.fallback);
    expect([...again.competitions.values()]).toEqual([...table.competitions.values()]);
  });
});

describe('calibration on the 2017-18 league matches', () => {
  it('beats the base rates and picks more winners than losers (fitted with the season)', () => {
    const result = calibrate(table, leagueMatches);
    expect(result.brier).toBeLessThan(result.baseBrier - 0.06);
    expect(result.favouriteWins).toBeGreaterThan(2 * result.underdogWins);
  });

  it('still beats the base rates when fitted on the earlier seasons only', () => {
    const result = calibrate(fitStrengths({ matches: [], history: football.history }), leagueMatches);
    expect(result.brier).toBeLessThan(result.baseBrier - 0.04);
    expect(result.favouriteWins).toBeGreaterThan(result.underdogWins * 1.8);
  });
});

describe('a walked competition: 中超 2024', () => {
  const withCsl = withSuperLeague(football);
  const csl = withCsl.matches.filter((m) => m.competition === SUPER_LEAGUE);
  const walked = fitStrengths(withCsl, [SUPER_LEAGUE]);
  const pivot = csl[120]!;
  const known = pivot.kickoff + RESULT_KNOWN_AFTER;
  const rewritten = fitStrengths(
    {
      ...withCsl,
      matches: withCsl.matches.map((m) =>
        m.id === pivot.id ? { ...m, score: { ...m.score, ft: [m.score.ft[0] + 5, m.score.ft[1]] as const } } : m,
      ),
    },
    [SUPER_LEAGUE],
  );

  it('prices a match from the results known at its kick-off only: a later result changes nothing before it', () => {
    expect(csl).toHaveLength(240);
    const before = csl.filter((m) => m.kickoff < known);
    const after = csl.filter((m) => m.kickoff >= known);
    expect(before.length).toBeGreaterThan(100);
    for (const m of before) expect(matchRates(rewritten, m)).toEqual(matchRates(walked, m));
    const pivotsNext = after.find((m) => m.home === pivot.home || m.away === pivot.home);
    expect(matchRates(rewritten, pivotsNext!)).not.toEqual(matchRates(walked, pivotsNext!));
  });

  it('opens the season on the prior and is neither fitted nor part of the leagues’ average', () => {
    const first = csl.reduce((a, b) => (b.kickoff < a.kickoff ? b : a));
    const opener = matchRates(walked, first);
    expect(opener.home).toBeCloseTo(Math.exp(FOOTBALL_PRIOR.base + FOOTBALL_PRIOR.homeAdvantage), 6);
    expect(opener.away).toBeCloseTo(Math.exp(FOOTBALL_PRIOR.base), 6);
    expect(walked.competitions.has(SUPER_LEAGUE)).toBe(false);
    expect(rewritten.fallback).toEqual(walked.fallback);
    expect(walked.fallback).toEqual(fitStrengths(football, [SUPER_LEAGUE]).fallback);
  });

  it('leaves the other competitions as fitted', () => {
    expect([...walked.competitions.keys()]).toEqual([...table.competitions.keys()].filter((c) => c !== SUPER_LEAGUE));
    expect(walked.competitions.get('England')).toEqual(table.competitions.get('England'));
    expect(table.walked.size).toBe(0);
  });
});
