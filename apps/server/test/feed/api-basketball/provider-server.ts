import { startApiSportsServer } from '../../support/api-sports-server';
import {
  AWAY,
  COUNTRY,
  FINAL_PLAYER_STATISTICS,
  FINAL_TEAM_STATISTICS,
  GAME_ID,
  HOME,
  LEAGUE,
  recordedOdds,
  type Stage,
} from './recorded-game';

const GAME_MINUTES = 53;

/** The game minute a stage has reached: whole periods before it, and the timer's minutes in a running one. */
function minuteOf(current: Stage): number {
  const periods = current.quarters.length + (current.overtime ? 1 : 0);
  if (periods === 0) return 0;
  const running = current.timer !== null;
  const ended = running ? periods - 1 : periods;
  const played = Math.min(4, ended) * 12 + Math.max(0, ended - 4) * 5;
  return played + (running ? Number(current.timer) : 0);
}

/**
 * A local server speaking API-Basketball v1 over the recorded game, at whichever stage the test has reached: games by
 * id, by date, or by league, season and date; team and player statistics by `id` or `ids`; odds by game.
 */
export async function startProviderServer(options: { key: string; tipOffAt: number; now: () => number }) {
  let stage: Stage | null = null;
  const date = new Date(options.tipOffAt * 1000).toISOString().slice(0, 10);

  function game(current: Stage) {
    const side = (i: 0 | 1) => {
      const [q1, q2, q3, q4] = current.quarters.map((q) => q[i]);
      const overTime = current.overtime?.[i] ?? null;
      const listed = [q1, q2, q3, q4, overTime].filter((v): v is number => v !== undefined && v !== null);
      return {
        quarter_1: q1 ?? null,
        quarter_2: q2 ?? null,
        quarter_3: q3 ?? null,
        quarter_4: q4 ?? null,
        over_time: overTime,
        total: listed.length > 0 ? listed.reduce((a, b) => a + b, 0) : null,
      };
    };
    return {
      id: GAME_ID,
      date: new Date(options.tipOffAt * 1000).toISOString().replace('.000Z', '+00:00'),
      time: new Date(options.tipOffAt * 1000).toISOString().slice(11, 16),
      timestamp: options.tipOffAt,
      timezone: 'UTC',
      stage: null,
      week: null,
      venue: 'Crypto.com Arena',
      status: { long: current.long, short: current.short, timer: current.timer },
      league: LEAGUE,
      country: COUNTRY,
      teams: { home: HOME, away: AWAY },
      scores: { home: side(0), away: side(1) },
    };
  }

  /** The final figures scaled to the minute reached (the players' points as their shots make them). */
  function share(current: Stage) {
    const part = Math.min(1, minuteOf(current) / GAME_MINUTES);
    return (value: number) => Math.floor(value * part);
  }

  function teamStatistics(current: Stage) {
    const scaled = share(current);
    const shots = (s: { total: number; attempts: number; percentage: number }) => ({
      ...s,
      total: scaled(s.total),
      attempts: scaled(s.attempts),
    });
    return FINAL_TEAM_STATISTICS.map((t) => ({
      game: { id: GAME_ID },
      ...t,
      field_goals: shots(t.field_goals),
      threepoint_goals: shots(t.threepoint_goals),
      freethrows_goals: shots(t.freethrows_goals),
      rebounds: {
        total: scaled(t.rebounds.total),
        offence: scaled(t.rebounds.offence),
        defense: scaled(t.rebounds.defense),
      },
      assists: scaled(t.assists),
      turnovers: scaled(t.turnovers),
    }));
  }

  function playerStatistics(current: Stage) {
    const scaled = share(current);
    return FINAL_PLAYER_STATISTICS.map((p) => {
      const shots = (s: { total: number; attempts: number; percentage: null }) => ({
        ...s,
        total: scaled(s.total),
        attempts: scaled(s.attempts),
      });
      const [twos, threes, frees] = [shots(p.field_goals), shots(p.threepoint_goals), shots(p.freethrows_goals)];
      return {
        game: { id: GAME_ID },
        ...p,
        field_goals: twos,
        threepoint_goals: threes,
        freethrows_goals: frees,
        points: 2 * twos.total + 3 * threes.total + frees.total,
      };
    });
  }

  const names = (query: Record<string, string>) => (query.ids ?? query.id ?? '').split('-');

  function respond(path: string, query: Record<string, string>): unknown[] {
    if (!stage) return [];
    const current = stage;
    const started = current.quarters.length > 0;
    switch (path) {
      case '/games':
        if (query.id) return query.id === String(GAME_ID) ? [game(current)] : [];
        if (query.date !== date) return [];
        if (query.league && (query.league !== String(LEAGUE.id) || query.season !== LEAGUE.season)) return [];
        return [game(current)];
      case '/games/statistics/teams':
        return started && names(query).includes(String(GAME_ID)) ? teamStatistics(current) : [];
      case '/games/statistics/players':
        return started && names(query).includes(String(GAME_ID)) ? playerStatistics(current) : [];
      case '/odds':
        return query.game === String(GAME_ID) ? [recordedOdds()] : [];
      default:
        return [];
    }
  }

  const server = await startApiSportsServer({ key: options.key, now: options.now, respond });
  return {
    ...server,
    setStage(next: Stage) {
      stage = next;
    },
  };
}

export type ProviderServer = Awaited<ReturnType<typeof startProviderServer>>;
