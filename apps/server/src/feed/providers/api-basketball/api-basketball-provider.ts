/**
 * The API-Basketball pull provider, on the polling loop API-Football uses. API-Basketball has no live list: the
 * games of a league's day that are live, or due to tip off, are read together every `livePollMs` (one request per
 * league and day), the live games' team and player statistics every `statisticsPollMs` (up to 20 games a request),
 * the calendar (yesterday, today and the days ahead, every league in one request a day) every `schedulePollMs`, and
 * the operator's bookmakers' pre-match odds last. Every poll reads a game's whole state again and event keys are the
 * provider's identities, so nothing is stored twice; a game seen over that the store does not hold so (it ended
 * during an outage or a restart) has its final statistics read once, so nothing is lost either.
 */
import type { FeedEvent } from '../../events';
import type { PullProvider } from '../../feed-runner';
import { leagueKey, type NamedPlayer } from '../api-sports/identities';
import {
  createPollLoop,
  overNotStored,
  pollTiming,
  utcDate,
  type Job,
  type PollTiming,
  type PullProviderDeps,
} from '../api-sports/poll-loop';
import {
  API_BASKETBALL_PROVIDER,
  boxScoreEvents,
  gameEvents,
  isLiveStatus,
  isOverStatus,
  oddsEvents,
  periodAnchor,
  statusOf,
  type GameIds,
  type PeriodAnchor,
} from './translate';
import {
  apiGame,
  apiOdds,
  apiPlayerStatistics,
  apiTeamStatistics,
  type ApiGame,
  type ApiPlayerStatistics,
  type ApiTeamStatistics,
} from './wire';

export type ApiBasketballTiming = PollTiming;

/** Odds every 6 hours: the provider updates them once a day. */
export const defaultTiming = (livePollMs: number, schedulePollMs: number): ApiBasketballTiming =>
  pollTiming(livePollMs, schedulePollMs, 6 * 3_600_000);

type StatisticsKind = 'teams' | 'players';

type Tracked = {
  game: ApiGame;
  ids: GameIds;
  anchor: PeriodAnchor | null;
  teams: ApiTeamStatistics[];
  players: ApiPlayerStatistics[];
  index: Map<number, NamedPlayer>;
  readAt: Record<StatisticsKind, number>;
  /** Statistics still to read once the game is over (its final figures). */
  finalDue: Record<StatisticsKind, boolean>;
  oddsAt: number;
};

/** The documented maximum of games one statistics request names. */
const IDS_PER_REQUEST = 20;
const DAY_MS = 86_400_000;

export function createApiBasketballProvider(
  deps: PullProviderDeps<ApiBasketballTiming> & {
    /** The leagues known by name and country ("CBA|China"), followed whatever their id, besides `leagues`. */
    leagueNames: ReadonlyMap<string, number>;
  },
): PullProvider {
  const { client, identities, timing } = deps;
  const followedIds = new Set(deps.leagues);
  const tracked = new Map<number, Tracked>();
  const calendarAt = new Map<string, number>();
  const liveAt = new Map<string, number>();

  const follows = (game: ApiGame) =>
    followedIds.has(game.league.id) || deps.leagueNames.has(leagueKey(game.league.name, game.country?.name ?? null));

  async function idsOf(game: ApiGame): Promise<GameIds> {
    return {
      competitionId: await identities.competition({
        id: game.league.id,
        name: game.league.name,
        country: game.country?.name ?? null,
      }),
      homeTeamId: await identities.team(game.teams.home),
      awayTeamId: await identities.team(game.teams.away),
    };
  }

  /** Records the game (a game newly over has its final statistics due) and returns its match, state and score. */
  async function track(game: ApiGame, overUnstored: ReadonlySet<string>): Promise<FeedEvent[]> {
    const previous = tracked.get(game.id);
    const ids = previous?.ids ?? (await idsOf(game));
    const over = isOverStatus(game.status.short);
    const endsNow = over && (previous ? !isOverStatus(previous.game.status.short) : overUnstored.has(String(game.id)));
    const now = deps.now();
    const entry: Tracked = previous ?? {
      game,
      ids,
      anchor: null,
      teams: [],
      players: [],
      index: new Map(),
      readAt: { teams: -Infinity, players: -Infinity },
      finalDue: { teams: false, players: false },
      oddsAt: -Infinity,
    };
    entry.game = game;
    entry.anchor = periodAnchor(game, Math.floor(now / 1000), entry.anchor);
    if (endsNow) entry.finalDue = { teams: true, players: true };
    tracked.set(game.id, entry);
    return gameEvents(game, ids, Math.floor(now / 1000), entry.anchor);
  }

  async function trackAll(games: readonly ApiGame[]): Promise<FeedEvent[]> {
    const followed = games.filter(follows);
    const firstSeenOver = followed
      .filter((g) => !tracked.has(g.id) && isOverStatus(g.status.short))
      .map((g) => ({ providerMatchId: String(g.id), state: statusOf(g) }));
    const overUnstored = new Set(await overNotStored(deps.db, API_BASKETBALL_PROVIDER, firstSeenOver));
    const events: FeedEvent[] = [];
    for (const game of followed) events.push(...(await track(game, overUnstored)));
    return events;
  }

  /** Forgets games over for two days whose final statistics are read. */
  function prune(now: number): void {
    for (const [id, entry] of tracked) {
      const done = !entry.finalDue.teams && !entry.finalDue.players;
      if (isOverStatus(entry.game.status.short) && done && entry.game.timestamp * 1000 < now - 2 * DAY_MS)
        tracked.delete(id);
    }
  }

  /** Live, or due to tip off and not over. */
  const inPlay = (entry: Tracked, now: number) =>
    isLiveStatus(entry.game.status.short) || (entry.game.status.short === 'NS' && entry.game.timestamp * 1000 <= now);

  /** One request per league, season and day with a game in play: every game of that day in that league. */
  function liveJobs(now: number): Job[] {
    const groups = new Map<string, { league: number; season: string; date: string }>();
    for (const entry of tracked.values()) {
      if (!inPlay(entry, now)) continue;
      const group = {
        league: entry.game.league.id,
        season: String(entry.game.league.season),
        date: utcDate(entry.game.timestamp * 1000),
      };
      groups.set(`live:${group.league}:${group.season}:${group.date}`, group);
    }
    return [...groups]
      .filter(([name]) => now - (liveAt.get(name) ?? -Infinity) >= timing.livePollMs)
      .map(([name, group]) => ({
        name,
        run: async () => trackAll(await client.get('games', { ...group, timezone: 'UTC' }, apiGame)),
        done: () => liveAt.set(name, now),
      }));
  }

  function calendarJobs(now: number): Job[] {
    const jobs: Job[] = [];
    for (let day = -1; day <= timing.daysAhead; day += 1) {
      const date = utcDate(now + day * DAY_MS);
      if (now - (calendarAt.get(date) ?? -Infinity) < timing.schedulePollMs) continue;
      jobs.push({
        name: `calendar:${date}`,
        run: async () => {
          prune(now);
          return trackAll(await client.get('games', { date, timezone: 'UTC' }, apiGame));
        },
        done: () => calendarAt.set(date, now),
      });
    }
    return jobs;
  }

  async function playersOf(entry: Tracked, rows: readonly ApiPlayerStatistics[]): Promise<void> {
    for (const [apiTeamId, teamId] of [
      [entry.game.teams.home.id, entry.ids.homeTeamId],
      [entry.game.teams.away.id, entry.ids.awayTeamId],
    ] as const) {
      const named = rows.filter((r) => r.team.id === apiTeamId && !entry.index.has(r.player.id)).map((r) => r.player);
      for (const [apiId, player] of await identities.players(teamId, named)) entry.index.set(apiId, player);
    }
  }

  /** The live games' statistics of one kind when due, and the final ones of games just over. */
  function statisticsJob(kind: StatisticsKind, now: number): Job | null {
    const due = [...tracked.values()]
      .filter((entry) =>
        isOverStatus(entry.game.status.short)
          ? entry.finalDue[kind]
          : isLiveStatus(entry.game.status.short) && now - entry.readAt[kind] >= timing.statisticsPollMs,
      )
      .slice(0, IDS_PER_REQUEST);
    if (due.length === 0) return null;
    const ids = due.map((entry) => entry.game.id).join('-');
    return {
      name: `${kind}:${ids}`,
      run: async () => {
        const events: FeedEvent[] = [];
        if (kind === 'teams') {
          const rows = await client.get('games/statistics/teams', { ids }, apiTeamStatistics);
          for (const entry of due) entry.teams = rows.filter((row) => row.game.id === entry.game.id);
        } else {
          const rows = await client.get('games/statistics/players', { ids }, apiPlayerStatistics);
          for (const entry of due) {
            entry.players = rows.filter((row) => row.game.id === entry.game.id);
            await playersOf(entry, entry.players);
          }
        }
        for (const entry of due) events.push(...boxScoreEvents(entry.game, entry.teams, entry.players, entry.index));
        return events;
      },
      done: () => {
        for (const entry of due) {
          entry.readAt[kind] = now;
          if (isOverStatus(entry.game.status.short)) entry.finalDue[kind] = false;
        }
      },
    };
  }

  /** Pre-match odds, least urgent: games not started that tip off within a day. */
  function oddsJobs(now: number): Job[] {
    if (deps.bookmakers.size === 0) return [];
    return [...tracked.values()].flatMap((entry) => {
      const { id, timestamp, status } = entry.game;
      const within = timestamp * 1000 - now <= DAY_MS;
      if (status.short !== 'NS' || !within || now - entry.oddsAt < timing.oddsPollMs) return [];
      return [
        {
          name: `odds:${id}`,
          run: async () =>
            (await client.get('odds', { game: id }, apiOdds)).flatMap((odds) =>
              oddsEvents(entry.game, odds, deps.bookmakers, Math.floor(now / 1000)),
            ),
          done: () => (entry.oddsAt = now),
        },
      ];
    });
  }

  /** The next request due now, most urgent first: live games, the calendar, statistics, odds. */
  function nextJob(now: number, tried: ReadonlySet<string>): Job | null {
    const candidates = [
      ...liveJobs(now),
      ...calendarJobs(now),
      statisticsJob('teams', now),
      statisticsJob('players', now),
      ...oddsJobs(now),
    ];
    return candidates.find((job): job is Job => job !== null && !tried.has(job.name)) ?? null;
  }

  const tick = createPollLoop({
    label: API_BASKETBALL_PROVIDER,
    budget: deps.budget,
    timing,
    now: deps.now,
    logger: deps.logger,
    restoreCreated: identities.restoreCreated,
    nextJob,
  });

  return { name: API_BASKETBALL_PROVIDER, bootstrap: () => [], tick, commit: () => undefined };
}
