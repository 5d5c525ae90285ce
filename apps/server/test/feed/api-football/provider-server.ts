import { startApiSportsServer } from '../../support/api-sports-server';
import {
  AWAY,
  EVENTS,
  FINAL_STATISTICS,
  FIXTURE_ID,
  HOME,
  LEAGUE,
  LINEUPS,
  recordedOdds,
  type Stage,
} from './recorded-match';

const pair = (value: [number, number] | null) => ({ home: value?.[0] ?? null, away: value?.[1] ?? null });

/**
 * A local server speaking API-Football v3 (GET, `x-apisports-key`, the documented envelope) over the recorded match,
 * at whichever stage the test has reached. Every request is logged with the test's clock, to count them.
 */
export async function startProviderServer(options: { key: string; kickoffAt: number; now: () => number }) {
  let stage: Stage | null = null;

  function fixture(current: Stage, whole: boolean) {
    const first = options.kickoffAt;
    return {
      fixture: {
        id: FIXTURE_ID,
        referee: 'M. Oliver',
        timezone: 'UTC',
        date: new Date(first * 1000).toISOString(),
        timestamp: first,
        periods: {
          first: current.elapsed === null ? null : first,
          second: current.elapsed !== null && current.short !== 'HT' && current.elapsed > 45 ? first + 3600 : null,
        },
        venue: { id: 555, name: 'Etihad Stadium', city: 'Manchester' },
        status: { long: current.long, short: current.short, elapsed: current.elapsed, extra: null },
      },
      league: { ...LEAGUE, logo: '', flag: '' },
      teams: { home: { ...HOME, logo: '', winner: null }, away: { ...AWAY, logo: '', winner: null } },
      goals: pair(current.goals),
      score: {
        halftime: pair(current.halftime),
        fulltime: pair(current.fulltime),
        extratime: pair(null),
        penalty: pair(null),
      },
      ...(whole ? { events: events(current), lineups: LINEUPS, statistics: statistics(current) } : {}),
    };
  }

  const events = (current: Stage) => EVENTS.slice(0, current.events);
  const live = (current: Stage) => ['1H', 'HT', '2H', 'ET', 'BT', 'P'].includes(current.short);

  function statistics(current: Stage) {
    const share = Math.min(1, (current.elapsed ?? 0) / 90);
    const value = (v: number | string) => (typeof v === 'string' ? v : Math.floor(v * share));
    return [HOME, AWAY].map((team, side) => ({
      team: { ...team, logo: '' },
      statistics: FINAL_STATISTICS.map(([type, home, away]) => ({ type, value: value(side === 0 ? home : away) })),
    }));
  }

  function responseOf(path: string, query: Record<string, string>): unknown[] {
    if (!stage) return [];
    const current = stage;
    const ours = (id: string | undefined) => id === String(FIXTURE_ID);
    switch (path) {
      case '/fixtures':
        if (query.id) return ours(query.id) ? [fixture(current, true)] : [];
        if (query.live)
          return live(current) && query.live.split('-').includes(String(LEAGUE.id)) ? [fixture(current, false)] : [];
        if (query.date)
          return query.date === new Date(options.kickoffAt * 1000).toISOString().slice(0, 10)
            ? [fixture(current, false)]
            : [];
        return [];
      case '/fixtures/events':
        return ours(query.fixture) ? events(current) : [];
      case '/fixtures/statistics':
        return ours(query.fixture) && current.elapsed !== null ? statistics(current) : [];
      case '/fixtures/lineups':
        return ours(query.fixture) ? LINEUPS : [];
      case '/odds':
        return ours(query.fixture) ? [recordedOdds(options.kickoffAt)] : [];
      default:
        return [];
    }
  }

  const server = await startApiSportsServer({ key: options.key, now: options.now, respond: responseOf });
  return {
    ...server,
    setStage(next: Stage) {
      stage = next;
    },
  };
}

export type ProviderServer = Awaited<ReturnType<typeof startProviderServer>>;
