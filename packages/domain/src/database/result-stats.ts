/**
 * Team statistics of a season known only from its scores (history seasons, 中超 2024): home and away records,
 * clean sheets, matches without a goal, and half-time leads with what became of them where the half-time
 * score is known.
 */
import { matchResult, type MatchResult } from '../sport/football/standings';

export type ScoredMatch = {
  readonly homeId: number;
  readonly awayId: number;
  readonly ft: readonly [number, number];
  readonly ht: readonly [number, number] | null;
};

export type ResultRecord = {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
};

export type ResultTeamStats = {
  readonly teamId: number;
  readonly home: ResultRecord;
  readonly away: ResultRecord;
  cleanSheets: number;
  failedToScore: number;
  /** Matches it led at half time, and of those the ones it won. */
  halfTimeLeads: number;
  halfTimeLeadsWon: number;
};

const resultKey: Record<MatchResult, 'won' | 'drawn' | 'lost'> = { win: 'won', draw: 'drawn', loss: 'lost' };

const emptyRecord = (): ResultRecord => ({ played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 });

function tally(stats: ResultTeamStats, side: 'home' | 'away', ft: readonly [number, number], ht: ScoredMatch['ht']) {
  const [scored, conceded] = side === 'home' ? ft : [ft[1], ft[0]];
  const record = stats[side];
  const result = matchResult(scored, conceded);
  record.played += 1;
  record.goalsFor += scored;
  record.goalsAgainst += conceded;
  record[resultKey[result]] += 1;
  if (conceded === 0) stats.cleanSheets += 1;
  if (scored === 0) stats.failedToScore += 1;
  const [htFor, htAgainst] = ht === null ? [0, 0] : side === 'home' ? ht : [ht[1], ht[0]];
  if (htFor > htAgainst) {
    stats.halfTimeLeads += 1;
    if (result === 'win') stats.halfTimeLeadsWon += 1;
  }
}

/** Every team's statistics over the matches, in the order teams first appear. */
export function resultTeamStats(matches: readonly ScoredMatch[]): ResultTeamStats[] {
  const teams = new Map<number, ResultTeamStats>();
  const statsOf = (teamId: number) => {
    const known = teams.get(teamId);
    if (known) return known;
    const made: ResultTeamStats = {
      teamId,
      home: emptyRecord(),
      away: emptyRecord(),
      cleanSheets: 0,
      failedToScore: 0,
      halfTimeLeads: 0,
      halfTimeLeadsWon: 0,
    };
    teams.set(teamId, made);
    return made;
  };
  for (const m of matches) {
    tally(statsOf(m.homeId), 'home', m.ft, m.ht);
    tally(statsOf(m.awayId), 'away', m.ft, m.ht);
  }
  return [...teams.values()];
}

/** "2-1" as stored with a history result, or null. */
export function parseHalfTime(text: string | null): [number, number] | null {
  const match = text === null ? null : /^(\d+)-(\d+)$/.exec(text);
  return match ? [Number(match[1]), Number(match[2])] : null;
}
