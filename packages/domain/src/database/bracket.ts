/**
 * A cup's knockout bracket: the rounds from the last 16 to the final, each round's ties ordered so that two
 * neighbours feed the tie of the next round between them (the order a bracket is drawn in).
 */
export type BracketTie = {
  readonly home: { readonly id: number | null };
  readonly away: { readonly id: number | null };
  readonly homeScore: number;
  readonly awayScore: number;
  readonly extraTime: readonly [number, number] | null;
  readonly penalties: readonly [number, number] | null;
};

/** The team that went through: after extra time, then on penalties. */
export function tieWinner(tie: BracketTie): number | null {
  const [home, away] = tie.penalties ?? tie.extraTime ?? [tie.homeScore, tie.awayScore];
  if (home === away) return null;
  return home > away ? tie.home.id : tie.away.id;
}

const playedBy = (tie: BracketTie, teamId: number | null) =>
  teamId !== null && (tie.home.id === teamId || tie.away.id === teamId);

/**
 * The rounds (earliest first, the final last) in bracket order: each tie of a round is preceded by the two ties
 * its teams came through, in the order of its home then away side. Ties that feed none keep their place at the end.
 */
export function bracketOrder<T extends BracketTie>(rounds: readonly (readonly T[])[]): T[][] {
  const ordered: T[][] = rounds.map(() => []);
  const last = rounds.length - 1;
  if (last < 0) return ordered;
  ordered[last] = [...(rounds[last] ?? [])];
  for (let r = last - 1; r >= 0; r--) {
    const round = rounds[r] ?? [];
    const placed = (ordered[r + 1] ?? []).flatMap((next) =>
      [next.home.id, next.away.id].flatMap((teamId) => {
        const feeder = round.find((tie) => playedBy(tie, teamId) && tieWinner(tie) === teamId);
        return feeder ? [feeder] : [];
      }),
    );
    ordered[r] = [...placed, ...round.filter((tie) => !placed.includes(tie))];
  }
  return ordered;
}
