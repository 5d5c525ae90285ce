import { IncidentType, type IncidentTypeCode } from '@kanqiu/domain';
import type { FeedEvent, IncidentEvent, MatchUpsert, ScorePair } from '../../src/feed/events';

/** Small builders of normalised feed events for one test match. */
export function testMatch(providerMatchId: string, kickoffAt: number) {
  const ref = { provider: 'test', providerMatchId };
  const upsert: MatchUpsert = {
    ...ref,
    kind: 'match',
    key: `${providerMatchId}:match`,
    sport: 'football',
    source: 'live',
    competitionId: 1,
    season: '2026-27',
    round: '12',
    homeTeamId: 1609,
    awayTeamId: 1625,
    kickoffAt,
    venue: 'Emirates Stadium',
  };
  return {
    ref,
    upsert,
    state(state: number, periodStartAt: number | null): FeedEvent {
      return { ...ref, kind: 'state', key: `${providerMatchId}:state:${state}`, state, rawState: `t:${state}`, periodStartAt, period: null };
    },
    score(score: ScorePair, halfTime: ScorePair | null = null): FeedEvent {
      return {
        ...ref,
        kind: 'score',
        key: `${providerMatchId}:score:${score.join('-')}`,
        score,
        halfTime,
        extraTime: null,
        penalties: null,
        periods: null,
      };
    },
    incident(index: number, type: IncidentTypeCode, side: 'home' | 'away', second: number, extra: Partial<IncidentEvent> = {}): IncidentEvent {
      return {
        ...ref,
        kind: 'incident',
        key: `${providerMatchId}:inc:${index}`,
        type,
        side,
        period: 1,
        second,
        minuteLabel: String(Math.floor(second / 60) + 1),
        playerId: null,
        playerName: 'Player',
        relatedPlayerId: null,
        relatedPlayerName: null,
        score: null,
        cancelled: false,
        ...extra,
      };
    },
  };
}

export { IncidentType };
