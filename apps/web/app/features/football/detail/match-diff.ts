/**
 * Applying a `match:<id>` diff to the detail page: the header's score, state, half start, cards and
 * corners; new incidents merged into the timeline (a withdrawn one replaces itself, struck out); the
 * latest statistics; and whether the odds or lineups need a refetch.
 */
import type { FootballNavigation, IncidentView, MatchDiff, TextLive } from '@kanqiu/contract';
import { footballStatisticOrder, isTimelineIncident, orderedStatistics, pieStatistics } from '@kanqiu/domain';
import { fieldOr } from '../../live';
import { footballScoreFields } from '../list-diff';

export function applyHeaderDiff(header: FootballNavigation, diff: MatchDiff): FootballNavigation {
  const f = diff.fields;
  return {
    ...header,
    ...footballScoreFields(header, f),
    state: fieldOr(f.state, header.state),
    openTime: fieldOr(f.kickoffAt, header.openTime),
    periodStartAt: fieldOr(f.periodStartAt, header.periodStartAt),
    version: Math.max(header.version, diff.version),
  };
}

export function mergeIncidents(current: IncidentView[], incoming: IncidentView[]): IncidentView[] {
  if (incoming.length === 0) return current;
  const byKey = new Map(current.map((incident) => [incident.key, incident]));
  for (const incident of incoming) if (isTimelineIncident(incident.type)) byKey.set(incident.key, incident);
  return [...byKey.values()].sort((a, b) => a.period - b.period || a.second - b.second);
}

export function applyTextLiveDiff(textLive: TextLive, diff: MatchDiff): TextLive {
  let next: TextLive = { ...textLive, version: Math.max(textLive.version, diff.version) };
  if (diff.incidents.length > 0) next = { ...next, events: mergeIncidents(next.events, diff.incidents) };
  if (diff.statistics) {
    const statistic = orderedStatistics(diff.statistics.values, footballStatisticOrder);
    next = { ...next, statistic, pies: pieStatistics(statistic), minute: diff.statistics.minute };
  }
  return next;
}

export type DetailData = { header: FootballNavigation; textLive: TextLive };

/** The live-detail options both the detail page and the 动画直播 room keep a match with (`onApplied` their own). */
export const footballLiveDetail = (data: DetailData) => ({
  data,
  stateOf: (d: DetailData) => d,
  matchId: data.header.id,
  version: (s: DetailData) => s.header.version,
  score: (s: DetailData) => s.header.score,
  clock: data.header,
  flashMs: 3000,
  apply: (s: DetailData, diff: MatchDiff): DetailData => ({
    header: applyHeaderDiff(s.header, diff),
    textLive: applyTextLiveDiff(s.textLive, diff),
  }),
});

/** Whether a diff can add a line of 文字直播 (the lines are fetched again). */
export const movesCommentary = (before: DetailData, after: DetailData, diff: MatchDiff): boolean =>
  diff.incidents.length > 0 || diff.statistics !== null || after.header.state !== before.header.state;
