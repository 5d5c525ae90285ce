import type {
  IncidentEvent,
  LineupPlayer,
  LineupsEvent,
  MatchUpsert,
  OddsEvent,
  ScoreChange as ScoreEvent,
  StateChange as StateEvent,
  StatisticsEvent,
} from '@kanqiu/contract';
import type { IncidentTypeCode } from '@kanqiu/domain';
import { premierLeague, Team } from './teams';

export type {
  IncidentEvent,
  LineupPlayer,
  LineupsEvent,
  MatchUpsert,
  OddsEvent,
  ScoreEvent,
  StateEvent,
  StatisticsEvent,
};
type Pair = [number, number];
type LineupSide = LineupsEvent['home'];

/** The match itself; everything but the kick-off has a default (Arsenal–Man City in the Premier League). */
export type MatchSpec = Partial<Omit<MatchUpsert, 'kind' | 'key' | 'provider' | 'providerMatchId'>> & {
  kickoffAt: number;
  /** The feed's name; tests of one provider's rows pass their own. */
  provider?: string;
};

const MINUTE = 60;

/**
 * Normalised feed events of one football match. Every call makes a new key, so each event is new to
 * ingest; a test that re-sends or amends an event sends the same object again or passes its `key`.
 */
export function matchEvents(providerMatchId: string, { provider = 'test', ...spec }: MatchSpec) {
  const ref = { provider, providerMatchId };
  let counter = 0;
  const key = (kind: string) => `${providerMatchId}:${kind}:${++counter}`;
  const upsert: MatchUpsert = {
    ...ref,
    kind: 'match',
    key: key('match'),
    sport: 'football',
    source: 'live',
    competitionId: premierLeague,
    season: '2025-26',
    round: '28',
    homeTeamId: Team.arsenal,
    awayTeamId: Team.manCity,
    venue: 'Test Stadium',
    ...spec,
  };
  return {
    ref,
    upsert,
    state(state: number, periodStartAt: number | null = null, period: number | null = null): StateEvent {
      return {
        ...ref,
        kind: 'state',
        key: key('state'),
        state,
        rawState: `${provider}:${state}`,
        periodStartAt,
        period,
      };
    },
    score(score: Pair, halfTime: Pair | null = null): ScoreEvent {
      return {
        ...ref,
        kind: 'score',
        key: key('score'),
        score,
        halfTime,
        extraTime: null,
        penalties: null,
        periods: null,
      };
    },
    incident(
      type: IncidentTypeCode,
      side: 'home' | 'away',
      second: number,
      extra: Partial<IncidentEvent> = {},
    ): IncidentEvent {
      return {
        ...ref,
        kind: 'incident',
        key: key('incident'),
        type,
        side,
        period: 1,
        second,
        minuteLabel: String(Math.floor(second / MINUTE) + 1),
        playerId: null,
        playerName: null,
        relatedPlayerId: null,
        relatedPlayerName: null,
        score: null,
        cancelled: false,
        ...extra,
      };
    },
    statistics(minute: number, values: Record<number, Pair>): StatisticsEvent {
      return { ...ref, kind: 'statistics', key: key('statistics'), minute, values };
    },
    lineups(home: LineupSide, away: LineupSide): LineupsEvent {
      return { ...ref, kind: 'lineups', key: key('lineups'), home, away };
    },
    odds(
      companyId: number,
      market: OddsEvent['market'],
      phase: OddsEvent['phase'],
      values: OddsEvent['values'],
      at: number,
    ): OddsEvent {
      return {
        ...ref,
        kind: 'odds',
        key: key('odds'),
        companyId,
        market,
        phase,
        values,
        at,
        minute: null,
        score: null,
      };
    },
  };
}

export type MatchEvents = ReturnType<typeof matchEvents>;

export function player(playerId: number, name: string, shirtNumber: number): LineupPlayer {
  return { playerId, name, shirtNumber, position: null };
}
