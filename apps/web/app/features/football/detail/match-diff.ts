/**
 * Applying a `match:<id>` diff to the detail page: the header's score, state, half start, cards and
 * corners; new incidents merged into the timeline (a withdrawn one replaces itself, struck out); the
 * latest statistics; and whether the odds or lineups need a refetch.
 */
import type { FootballNavigation, IncidentView, MatchDiff, StatisticEntry, TextLive } from '@kanqiu/contract';
import { isTimelineIncident, pieStatisticTypes, statisticPercents } from '@kanqiu/domain';

/** The server's order of the statistic entries (docs/api.md, textLive). */
export const statisticOrder = [2, 3, 4, 23, 24, 70, 21, 22, 6, 5, 25, 26] as const;

export function applyHeaderDiff(header: FootballNavigation, diff: MatchDiff): FootballNavigation {
  const f = diff.fields;
  return {
    ...header,
    state: f.state ?? header.state,
    openTime: f.kickoffAt ?? header.openTime,
    periodStartAt: f.periodStartAt !== undefined ? f.periodStartAt : header.periodStartAt,
    period: f.period !== undefined ? f.period : header.period,
    score: f.score ?? header.score,
    halfTime: f.halfTime !== undefined ? f.halfTime : header.halfTime,
    extraTime: f.extraTime !== undefined ? f.extraTime : header.extraTime,
    penalties: f.penalties !== undefined ? f.penalties : header.penalties,
    red: f.red ?? header.red,
    yellow: f.yellow ?? header.yellow,
    corners: f.corners ?? header.corners,
    version: Math.max(header.version, diff.version),
  };
}

export function mergeIncidents(current: IncidentView[], incoming: IncidentView[]): IncidentView[] {
  if (incoming.length === 0) return current;
  const byKey = new Map(current.map((incident) => [incident.key, incident]));
  for (const incident of incoming) if (isTimelineIncident(incident.type)) byKey.set(incident.key, incident);
  return [...byKey.values()].sort((a, b) => a.period - b.period || a.second - b.second);
}

export function statisticEntries(values: Record<string, readonly [number, number]>): StatisticEntry[] {
  const entries: StatisticEntry[] = [];
  for (const type of statisticOrder) {
    const pair = values[String(type)];
    if (!pair) continue;
    const [homePercent, awayPercent] = statisticPercents(pair[0], pair[1]);
    entries.push({ type, home: pair[0], away: pair[1], homePercent, awayPercent });
  }
  return entries;
}

export function applyTextLiveDiff(textLive: TextLive, diff: MatchDiff): TextLive {
  let next: TextLive = { ...textLive, version: Math.max(textLive.version, diff.version) };
  if (diff.incidents.length > 0) next = { ...next, events: mergeIncidents(next.events, diff.incidents) };
  if (diff.statistics) {
    const statistic = statisticEntries(diff.statistics.values);
    const pies = pieStatisticTypes
      .map((type) => statistic.find((entry) => entry.type === type))
      .filter((entry): entry is StatisticEntry => entry !== undefined);
    next = { ...next, statistic, pies, minute: diff.statistics.minute };
  }
  return next;
}
