import type { IncidentView } from '@kanqiu/contract';
import {
  footballCommentary,
  footballStatisticOrder,
  isTimelineIncident,
  momentum,
  orderedStatistics,
  pieStatistics,
  StatisticType,
} from '@kanqiu/domain';
import { scoreFromText } from '../../platform/db/score-text';
import { parseStats } from '../match';
import type { IncidentRow } from './match-detail.repository';

/** The latest minute's totals as entries in display order, and the three pie entries. */
export function statisticEntries(latest: string | undefined) {
  const stats = latest === undefined ? {} : parseStats(latest);
  const statistic = orderedStatistics(stats, footballStatisticOrder);
  const pies = pieStatistics(statistic);
  return { statistic, pies };
}

/** Dangerous attacks per five minutes from the per-minute totals. */
export function momentumOf(rows: readonly { minute: number; stats: string }[]) {
  return momentum(
    rows.flatMap(({ minute, stats }) => {
      const pair = parseStats(stats)[StatisticType.dangerousAttacks];
      return pair ? [{ minute, home: pair[0], away: pair[1] }] : [];
    }),
  );
}

export function toIncidentView(row: IncidentRow): IncidentView {
  return {
    key: row.incident_key,
    type: row.type,
    side: row.side,
    period: row.period,
    second: row.second,
    minuteLabel: row.minute_label,
    playerId: row.player_id,
    playerName: row.player_name,
    relatedPlayerId: row.related_player_id,
    relatedPlayerName: row.related_player_name,
    score: scoreFromText(row.score),
    cancelled: row.cancelled === 1,
  };
}

export const timelineOf = (rows: readonly IncidentRow[]): IncidentView[] =>
  rows.filter((row) => isTimelineIncident(row.type)).map(toIncidentView);

/** 文字直播 from every incident (shots and offsides too) and every minute's statistics. */
export function commentaryOf(
  match: { id: number; home_name: string; away_name: string; venue: string | null; state: number },
  incidents: readonly IncidentRow[],
  statistics: readonly { minute: number; stats: string }[],
) {
  return footballCommentary({
    matchId: match.id,
    home: match.home_name,
    away: match.away_name,
    venue: match.venue,
    state: match.state,
    incidents: incidents.map(toIncidentView),
    minutes: statistics.map(({ minute, stats }) => ({ minute, values: parseStats(stats) })),
  });
}
