import type { IncidentView, MatchDiff, PlayView } from '@kanqiu/contract';

export type { MatchDiff, PlayView };
export type IncidentChange = IncidentView;
export type OddsLineChange = MatchDiff['odds'][number];

export function isEmptyDiff(diff: MatchDiff): boolean {
  return (
    !diff.created &&
    Object.keys(diff.fields).length === 0 &&
    diff.incidents.length === 0 &&
    diff.statistics === null &&
    !diff.lineupsChanged &&
    diff.plays.length === 0 &&
    !diff.boxScoreChanged &&
    !diff.lotteryChanged &&
    diff.odds.length === 0
  );
}
