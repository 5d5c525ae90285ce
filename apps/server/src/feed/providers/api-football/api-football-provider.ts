/**
 * The API-Football pull provider: polls within the plan's rate limits and hands the runner normalised events for the
 * same ingest as the replay and POST /feed/push. Live fixtures are polled every `livePollMs` (the live list, then
 * each one's events), their statistics less often, line-ups from an hour before kick-off until they come, and the
 * calendar (today and the days ahead) every `schedulePollMs`, the operator's bookmakers' pre-match odds last. Every poll reads a fixture's whole list again and
 * event keys are the provider's identities, so nothing is stored twice; a fixture the provider calls over while the
 * store does not (it ended during an outage or a restart) is read once whole by id, so nothing is lost either.
 */
import type { FeedEvent } from '../../events';
import type { PullProvider } from '../../feed-runner';
import type { NamedPlayer } from '../api-sports/identities';
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
  API_FOOTBALL_PROVIDER,
  fixtureEvents,
  incidentEvents,
  isLiveStatus,
  isOverStatus,
  lineupsEvent,
  oddsEvents,
  statisticsEvent,
  statusOf,
  type FixtureIds,
} from './translate';
import { apiEvent, apiFixture, apiLineup, apiOdds, apiTeamStatistics, type ApiEvent, type ApiFixture } from './wire';

export type ApiFootballTiming = PollTiming & { lineupsPollMs: number };

/** Odds every 3 hours (the provider updates them every few hours), line-ups every 5 minutes until they come. */
export const defaultTiming = (livePollMs: number, schedulePollMs: number): ApiFootballTiming => ({
  ...pollTiming(livePollMs, schedulePollMs, 3 * 3_600_000),
  lineupsPollMs: 300_000,
});

type Tracked = {
  fixture: ApiFixture;
  ids: FixtureIds;
  eventsAt: number;
  statisticsAt: number;
  lineupsAt: number;
  hasLineups: boolean;
  oddsAt: number;
};

const LINEUPS_BEFORE_KICKOFF_MS = 3_600_000;

export function createApiFootballProvider(deps: PullProviderDeps<ApiFootballTiming>): PullProvider {
  const { client, budget, identities, timing } = deps;
  const followed = new Set(deps.leagues);
  const tracked = new Map<number, Tracked>();
  const calendarAt = new Map<string, number>();
  const finalsDue = new Set<number>();
  let liveAt = -Infinity;

  /** Records the fixture and returns its match, state and score events. */
  async function track(fixture: ApiFixture): Promise<FeedEvent[]> {
    const ids: FixtureIds = {
      competitionId: await identities.competition(fixture.league),
      homeTeamId: await identities.team(fixture.teams.home),
      awayTeamId: await identities.team(fixture.teams.away),
    };
    const previous = tracked.get(fixture.fixture.id);
    tracked.set(fixture.fixture.id, {
      eventsAt: -Infinity,
      statisticsAt: -Infinity,
      lineupsAt: -Infinity,
      hasLineups: false,
      oddsAt: -Infinity,
      ...previous,
      fixture,
      ids,
    });
    return fixtureEvents(fixture, ids, Math.floor(deps.now() / 1000));
  }

  /** Fixtures the provider calls over that the store does not hold as such: read once whole, by id. */
  async function noteFinals(fixtures: readonly ApiFixture[]): Promise<void> {
    const over = fixtures
      .filter((f) => isOverStatus(f.fixture.status.short))
      .map((f) => ({ providerMatchId: String(f.fixture.id), state: statusOf(f.fixture.status.short) }));
    for (const id of await overNotStored(deps.db, API_FOOTBALL_PROVIDER, over)) finalsDue.add(Number(id));
  }

  async function trackAll(fixtures: readonly ApiFixture[]): Promise<FeedEvent[]> {
    const events: FeedEvent[] = [];
    for (const fixture of fixtures.filter((f) => followed.has(f.league.id))) events.push(...(await track(fixture)));
    await noteFinals(fixtures.filter((f) => followed.has(f.league.id)));
    return events;
  }

  async function playersOf(entry: Tracked, named: readonly { teamId: number; player: NamedPlayer }[]) {
    const index = new Map<number, NamedPlayer>();
    for (const [apiTeamId, teamId] of [
      [entry.fixture.teams.home.id, entry.ids.homeTeamId],
      [entry.fixture.teams.away.id, entry.ids.awayTeamId],
    ] as const) {
      const ofTeam = named.filter((n) => n.teamId === apiTeamId).map((n) => n.player);
      for (const [apiId, player] of await identities.players(teamId, ofTeam)) index.set(apiId, player);
    }
    return index;
  }

  async function incidentsOf(entry: Tracked, events: readonly ApiEvent[]): Promise<FeedEvent[]> {
    const named = events.flatMap((e) =>
      [e.player, e.assist].flatMap((p) =>
        p.id !== null && p.name !== null ? [{ teamId: e.team.id, player: { id: p.id, name: p.name } }] : [],
      ),
    );
    const players = await playersOf(entry, named);
    return incidentEvents(entry.fixture, events, entry.fixture.teams.home.id, players);
  }

  async function lineupsOf(entry: Tracked, lineups: ApiFixture['lineups'] & object): Promise<FeedEvent[]> {
    const named = lineups.flatMap((l) =>
      [...l.startXI, ...l.substitutes].flatMap(({ player }) =>
        player.id !== null ? [{ teamId: l.team.id, player: { id: player.id, name: player.name } }] : [],
      ),
    );
    const event = lineupsEvent(entry.fixture, lineups, entry.fixture.teams.home.id, await playersOf(entry, named));
    if (event) entry.hasLineups = true;
    return event ? [event] : [];
  }

  /** A fixture read whole by id: its state, score, every event, line-ups and statistics. */
  async function readWhole(id: number): Promise<FeedEvent[]> {
    const [fixture] = await client.get('fixtures', { id }, apiFixture);
    if (!fixture) return [];
    const events = await track(fixture);
    const entry = tracked.get(id)!;
    events.push(...(await incidentsOf(entry, fixture.events ?? [])));
    if (fixture.lineups) events.push(...(await lineupsOf(entry, fixture.lineups)));
    const statistics = fixture.statistics && statisticsEvent(fixture, fixture.statistics, fixture.teams.home.id);
    if (statistics) events.push(statistics);
    if (isOverStatus(fixture.fixture.status.short)) finalsDue.delete(id);
    return events;
  }

  const liveFixtures = () => [...tracked.values()].filter((t) => isLiveStatus(t.fixture.fixture.status.short));

  /** The next request due now, most urgent first: the live list, live events, finals, calendar, line-ups, statistics. */
  function nextJob(now: number, tried: ReadonlySet<string>): Job | null {
    const candidates: Job[] = [];
    if (now - liveAt >= timing.livePollMs) {
      candidates.push({
        name: 'live',
        run: async () => {
          const live = await client.get('fixtures', { live: deps.leagues.join('-') }, apiFixture);
          const stillLive = new Set(live.map((f) => f.fixture.id));
          for (const entry of liveFixtures())
            if (!stillLive.has(entry.fixture.fixture.id)) finalsDue.add(entry.fixture.fixture.id);
          return trackAll(live);
        },
        done: () => (liveAt = now),
      });
    }
    for (const entry of liveFixtures()) {
      const id = entry.fixture.fixture.id;
      if (now - entry.eventsAt >= timing.livePollMs) {
        candidates.push({
          name: `events:${id}`,
          run: async () => incidentsOf(entry, await client.get('fixtures/events', { fixture: id }, apiEvent)),
          done: () => (entry.eventsAt = now),
        });
      }
    }
    for (const id of finalsDue)
      candidates.push({ name: `final:${id}`, run: () => readWhole(id), done: () => undefined });
    for (let day = 0; day <= timing.daysAhead; day += 1) {
      const date = utcDate(now + day * 86_400_000);
      if (now - (calendarAt.get(date) ?? -Infinity) < timing.schedulePollMs) continue;
      candidates.push({
        name: `calendar:${date}`,
        run: async () => trackAll(await client.get('fixtures', { date, timezone: 'UTC' }, apiFixture)),
        done: () => calendarAt.set(date, now),
      });
    }
    for (const entry of tracked.values()) {
      const id = entry.fixture.fixture.id;
      const soon = entry.fixture.fixture.timestamp * 1000 - now <= LINEUPS_BEFORE_KICKOFF_MS;
      const open = isLiveStatus(entry.fixture.fixture.status.short) || entry.fixture.fixture.status.short === 'NS';
      if (!entry.hasLineups && soon && open && now - entry.lineupsAt >= timing.lineupsPollMs) {
        candidates.push({
          name: `lineups:${id}`,
          run: async () => lineupsOf(entry, await client.get('fixtures/lineups', { fixture: id }, apiLineup)),
          done: () => (entry.lineupsAt = now),
        });
      }
    }
    for (const entry of liveFixtures()) {
      const id = entry.fixture.fixture.id;
      if (now - entry.statisticsAt >= timing.statisticsPollMs) {
        candidates.push({
          name: `statistics:${id}`,
          run: async () => {
            const teams = await client.get('fixtures/statistics', { fixture: id }, apiTeamStatistics);
            const event = statisticsEvent(entry.fixture, teams, entry.fixture.teams.home.id);
            return event ? [event] : [];
          },
          done: () => (entry.statisticsAt = now),
        });
      }
    }
    if (deps.bookmakers.size > 0) candidates.push(...oddsJobs(now));
    return candidates.find((job) => !tried.has(job.name)) ?? null;
  }

  /** Pre-match odds, least urgent: fixtures not started that kick off within a day. */
  function oddsJobs(now: number): Job[] {
    return [...tracked.values()].flatMap((entry) => {
      const { id, timestamp, status } = entry.fixture.fixture;
      const within = timestamp * 1000 - now <= 86_400_000;
      if (status.short !== 'NS' || !within || now - entry.oddsAt < timing.oddsPollMs) return [];
      return [
        {
          name: `odds:${id}`,
          run: async () =>
            (await client.get('odds', { fixture: id }, apiOdds)).flatMap((odds) =>
              oddsEvents(entry.fixture, odds, deps.bookmakers),
            ),
          done: () => (entry.oddsAt = now),
        },
      ];
    });
  }

  const tick = createPollLoop({
    label: API_FOOTBALL_PROVIDER,
    budget,
    timing,
    now: deps.now,
    logger: deps.logger,
    restoreCreated: identities.restoreCreated,
    nextJob,
  });

  return { name: API_FOOTBALL_PROVIDER, bootstrap: () => [], tick, commit: () => undefined };
}
