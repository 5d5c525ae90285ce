/**
 * A league table from played matches: 3 points a win, 1 a draw; ordered by points, goal difference,
 * goals scored, then team id so that equal teams keep a stable order.
 */
export type MatchResult = 'win' | 'draw' | 'loss';

export const POINTS_FOR_WIN = 3;
export const POINTS_FOR_DRAW = 1;
export const FORM_LENGTH = 5;

export const matchResult = (goalsFor: number, goalsAgainst: number): MatchResult => {
  if (goalsFor > goalsAgainst) return 'win';
  return goalsFor === goalsAgainst ? 'draw' : 'loss';
};

export interface PlayedMatch {
  homeId: number;
  awayId: number;
  homeGoals: number;
  awayGoals: number;
  /** Kick-off, epoch seconds: orders the form. */
  at: number;
}

export interface Standing {
  rank: number;
  teamId: number;
  played: number;
  win: number;
  draw: number;
  loss: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  /** The last FORM_LENGTH results, newest first. */
  form: MatchResult[];
}

const emptyStanding = (teamId: number): Standing => ({
  rank: 0,
  teamId,
  played: 0,
  win: 0,
  draw: 0,
  loss: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  points: 0,
  form: [],
});

const record = (standing: Standing, goalsFor: number, goalsAgainst: number): void => {
  const result = matchResult(goalsFor, goalsAgainst);
  standing.played += 1;
  standing.goalsFor += goalsFor;
  standing.goalsAgainst += goalsAgainst;
  standing[result] += 1;
  standing.points += result === 'win' ? POINTS_FOR_WIN : result === 'draw' ? POINTS_FOR_DRAW : 0;
  standing.form = [result, ...standing.form].slice(0, FORM_LENGTH);
};

const compare = (a: Standing, b: Standing): number =>
  b.points - a.points ||
  b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
  b.goalsFor - a.goalsFor ||
  a.teamId - b.teamId;

/** Every team of `teamIds` gets a row, played or not; a match's teams join the table too. */
export const standings = (teamIds: readonly number[], matches: readonly PlayedMatch[]): Standing[] => {
  const table = new Map<number, Standing>(teamIds.map((id) => [id, emptyStanding(id)]));
  const rowOf = (id: number): Standing => {
    const row = table.get(id) ?? emptyStanding(id);
    table.set(id, row);
    return row;
  };
  for (const match of [...matches].sort((a, b) => a.at - b.at)) {
    record(rowOf(match.homeId), match.homeGoals, match.awayGoals);
    record(rowOf(match.awayId), match.awayGoals, match.homeGoals);
  }
  return [...table.values()].sort(compare).map((row, index) => ({ ...row, rank: index + 1 }));
};
