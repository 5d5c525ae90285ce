/**
 * The predictions' football model (docs/ai-predictions.md): Poisson goals from attack and defence ratings
 * that learn match by match. Each side's goals are Poisson with
 *   log λhome = base + home + attack[h] − defence[a],   log λaway = base + attack[a] − defence[h];
 * after a result every parameter takes one gradient step of the Poisson log-likelihood (goals − λ).
 * A walk over the season in kick-off order predicts each match from the ratings of the results known by
 * its kick-off only, so every prediction is out of sample.
 */

export type GoalRates = { readonly home: number; readonly away: number };

export type TeamRating = { readonly attack: number; readonly defence: number };

/** One competition's parameters: log goal rate of an average away side, home advantage, team ratings. */
export type CompetitionRatings = {
  readonly base: number;
  readonly homeAdvantage: number;
  readonly teams: ReadonlyMap<number, TeamRating>;
};

export type FootballResult = {
  readonly id: number;
  readonly competitionId: number;
  readonly kickoffAt: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  /** Goals after 90 minutes. */
  readonly ft: readonly [number, number];
};

/** What the model knew of a match at its kick-off. */
export type FootballPreview = {
  readonly rates: GoalRates;
  readonly home: TeamRating;
  readonly away: TeamRating;
  /** Extra goals an average home side scores in this competition. */
  readonly homeGoals: number;
};

/** Priors before a competition's first result: 1.1 goals for an average away side, 1.4 at home. */
export const FOOTBALL_PRIOR = { base: Math.log(1.1), homeAdvantage: Math.log(1.4 / 1.1) } as const;

/** Learning rates of one result: the team step is the best of 0.015–0.05 on 2016-17, a season the backtest does not score. */
export const FOOTBALL_STEPS = { team: 0.02, base: 0.004, home: 0.004 } as const;

/** A result counts once the match is surely over: kick-off plus extra time, a shoot-out and a margin. */
export const RESULT_KNOWN_AFTER = 3 * 3600;

const AVERAGE: TeamRating = { attack: 0, defence: 0 };

export function teamRating(ratings: CompetitionRatings, teamId: number): TeamRating {
  return ratings.teams.get(teamId) ?? AVERAGE;
}

export function expectedGoals(ratings: CompetitionRatings, homeTeamId: number, awayTeamId: number): GoalRates {
  const home = teamRating(ratings, homeTeamId);
  const away = teamRating(ratings, awayTeamId);
  return {
    home: Math.exp(ratings.base + ratings.homeAdvantage + home.attack - away.defence),
    away: Math.exp(ratings.base + away.attack - home.defence),
  };
}

export function previewOf(ratings: CompetitionRatings, homeTeamId: number, awayTeamId: number): FootballPreview {
  return {
    rates: expectedGoals(ratings, homeTeamId, awayTeamId),
    home: teamRating(ratings, homeTeamId),
    away: teamRating(ratings, awayTeamId),
    homeGoals: Math.exp(ratings.base) * (Math.exp(ratings.homeAdvantage) - 1),
  };
}

export const priorRatings = (): CompetitionRatings => ({ ...FOOTBALL_PRIOR, teams: new Map() });

type MutableRatings = { base: number; homeAdvantage: number; teams: Map<number, TeamRating> };

/** One gradient step on each parameter the match touches, in place. */
function applyResult(ratings: MutableRatings, result: FootballResult): void {
  const rates = expectedGoals(ratings, result.homeTeamId, result.awayTeamId);
  const homeSurprise = result.ft[0] - rates.home;
  const awaySurprise = result.ft[1] - rates.away;
  const home = teamRating(ratings, result.homeTeamId);
  const away = teamRating(ratings, result.awayTeamId);
  const step = FOOTBALL_STEPS.team;
  ratings.teams.set(result.homeTeamId, {
    attack: home.attack + step * homeSurprise,
    defence: home.defence - step * awaySurprise,
  });
  ratings.teams.set(result.awayTeamId, {
    attack: away.attack + step * awaySurprise,
    defence: away.defence - step * homeSurprise,
  });
  ratings.base += FOOTBALL_STEPS.base * (homeSurprise + awaySurprise);
  ratings.homeAdvantage += FOOTBALL_STEPS.home * homeSurprise;
}

/** The ratings after one more result. */
export function learnResult(ratings: CompetitionRatings, result: FootballResult): CompetitionRatings {
  const next = { ...ratings, teams: new Map(ratings.teams) };
  applyResult(next, result);
  return next;
}

export type FootballWalk = {
  /** Each match's preview from the results known at its kick-off. */
  readonly previews: ReadonlyMap<number, FootballPreview>;
  /** Every competition's ratings after the last result, for matches after the season. */
  readonly latest: ReadonlyMap<number, CompetitionRatings>;
};

const byKickoff = (a: FootballResult, b: FootballResult) => a.kickoffAt - b.kickoffAt || a.id - b.id;

/**
 * Walks the results in kick-off order. Before predicting a match it learns only the results known by then
 * (kick-off + RESULT_KNOWN_AFTER at or before this kick-off), so no prediction reads its own or a later result.
 */
export function walkSeason(results: readonly FootballResult[]): FootballWalk {
  const ordered = results.toSorted(byKickoff);
  const latest = new Map<number, MutableRatings>();
  const previews = new Map<number, FootballPreview>();
  const ratingsOf = (competitionId: number): MutableRatings => {
    const known = latest.get(competitionId) ?? { ...FOOTBALL_PRIOR, teams: new Map() };
    latest.set(competitionId, known);
    return known;
  };
  let learned = 0;
  for (const match of ordered) {
    for (
      let next = ordered[learned];
      next && next.kickoffAt + RESULT_KNOWN_AFTER <= match.kickoffAt;
      next = ordered[learned]
    ) {
      applyResult(ratingsOf(next.competitionId), next);
      learned += 1;
    }
    previews.set(match.id, previewOf(ratingsOf(match.competitionId), match.homeTeamId, match.awayTeamId));
  }
  ordered.slice(learned).forEach((result) => applyResult(ratingsOf(result.competitionId), result));
  return { previews, latest };
}
