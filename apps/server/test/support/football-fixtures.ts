import { fileURLToPath } from 'node:url';
import { FootballStatus, IncidentType } from '@kanqiu/domain';
import { matchEvents, Team, type MatchEvents, type MatchSpec } from '@kanqiu/test-factories';
import { loadDataset, type Dataset } from '../../src/feed/dataset/dataset';
import type { FeedEvent, ScorePair } from '../../src/feed/events';
import { ODDS_COMPANIES } from '../../src/feed/odds/companies';
import { competitionIds } from '../../src/feed/reference/competition-ids';
import { createReplayProvider } from '../../src/feed/providers/replay/replay-provider';
import { withSuperLeague } from '../../src/feed/providers/replay/super-league';
import { seedReference } from '../../src/feed/reference/seed-reference';
import { post } from './api';
import type { TestServer } from './test-server';

/** The football scenario of the server's tests, played through the real ingest. */

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

let dataset: Dataset | undefined;

/** The bundled data set's competitions, teams, players and earlier seasons, plus the odds companies. */
export async function seedFootballReference(server: TestServer): Promise<void> {
  dataset ??= loadDataset(fileURLToPath(new URL('../../../../data', import.meta.url)));
  const oddsCompanies = ODDS_COMPANIES.map((c) => ({ id: c.id, name_zh: c.nameZh, margin: c.margin, sort: c.sort }));
  await seedReference(server.database.db, dataset, { teams: [], oddsCompanies });
}

/**
 * The bundled replay feed from `at` on, no window around the day: its bootstrap brings the season so far (every
 * result before the day) and the day's matches as they stand; `moveTo` moves its clock for the next tick.
 */
export function replayFeed(at: number) {
  dataset ??= loadDataset(fileURLToPath(new URL('../../../../data', import.meta.url)));
  const clock = { now: at };
  const football = withSuperLeague(dataset.football);
  const provider = createReplayProvider({
    football,
    clock: () => clock.now,
    speed: 1,
    anchor: at,
    daysBack: 0,
    daysAhead: 0,
  });
  return {
    bootstrap: (): FeedEvent[] => [...provider.bootstrap()],
    /** The events due between the last read and `to`. */
    until(to: number): FeedEvent[] {
      clock.now = to;
      const events = provider.tick();
      provider.commit();
      return events;
    },
  };
}

/** The replay's results of every match that kicked off before the Beijing day of `at` (the feed's season so far). */
export function replaySeasonSoFar(at: number): FeedEvent[] {
  const events = replayFeed(at).bootstrap();
  const dayStart = Math.floor((at + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
  const before = new Set(
    events.flatMap((e) => (e.kind === 'match' && e.kickoffAt < dayStart ? [e.providerMatchId] : [])),
  );
  return events.filter((e) => before.has(e.providerMatchId));
}

/** Events of a match fed by the scenario's provider, 'fixture'. */
const footballMatch = (providerMatchId: string, spec: MatchSpec) =>
  matchEvents(providerMatchId, { provider: 'fixture', ...spec });

export async function matchIdOf(server: TestServer, builder: MatchEvents): Promise<number> {
  const row = await server.database.db
    .selectFrom('matches')
    .select('id')
    .where('provider', '=', builder.ref.provider)
    .where('provider_match_id', '=', builder.ref.providerMatchId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The server clock of every scenario: Saturday 2026-03-14, 20:00 Beijing time. Its 竞彩 sales day is
 * 2026-03-14 (周六), running from 11:00 that day to 11:00 on Sunday.
 */
export const SCENARIO_NOW = Date.parse('2026-03-14T12:00:00Z') / 1000;

const minutesFromNow = (minutes: number) => SCENARIO_NOW + minutes * MINUTE;

const england = competitionIds.England;

/** One Beijing day of matches around SCENARIO_NOW, and a few before and after it. */
export function scenarioMatches() {
  return {
    // Live: a first half running 51 minutes ('45+'), a second half 20 minutes old (66'), half-time.
    arsenalChelsea: footballMatch('live-1', {
      competitionId: england,
      homeTeamId: Team.arsenal,
      awayTeamId: Team.chelsea,
      kickoffAt: minutesFromNow(-50),
    }),
    madridBarcelona: footballMatch('live-2', {
      competitionId: competitionIds.Spain,
      homeTeamId: Team.realMadrid,
      awayTeamId: Team.barcelona,
      kickoffAt: minutesFromNow(-80),
    }),
    milanJuventus: footballMatch('live-3', {
      competitionId: competitionIds.Italy,
      homeTeamId: Team.milan,
      awayTeamId: Team.juventus,
      kickoffAt: minutesFromNow(-60),
    }),
    // Today, still to come: 21:00 and 22:00; Ligue 1 is made a non-hot competition by the scenario.
    bayernLeverkusen: footballMatch('today-1', {
      competitionId: competitionIds.Germany,
      homeTeamId: Team.bayern,
      awayTeamId: Team.leverkusen,
      kickoffAt: minutesFromNow(60),
    }),
    lyonPsg: footballMatch('today-2', {
      competitionId: competitionIds.France,
      homeTeamId: Team.lyon,
      awayTeamId: Team.psg,
      kickoffAt: minutesFromNow(120),
    }),
    // Today: finished at 16:00, cancelled at 20:30, abnormal at 19:30 (no list shows it).
    liverpoolCity: footballMatch('today-3', {
      competitionId: england,
      homeTeamId: Team.liverpool,
      awayTeamId: Team.manCity,
      kickoffAt: minutesFromNow(-240),
    }),
    juventusMilan: footballMatch('today-4', {
      competitionId: competitionIds.Italy,
      homeTeamId: Team.juventus,
      awayTeamId: Team.milan,
      kickoffAt: minutesFromNow(30),
    }),
    leverkusenBayern: footballMatch('today-5', {
      competitionId: competitionIds.Germany,
      homeTeamId: Team.leverkusen,
      awayTeamId: Team.bayern,
      kickoffAt: minutesFromNow(-30),
    }),
    // Sunday 03:00 (still Saturday's sales day) and Sunday 20:00.
    cityTottenham: footballMatch('tomorrow-1', {
      competitionId: england,
      homeTeamId: Team.manCity,
      awayTeamId: Team.tottenham,
      kickoffAt: minutesFromNow(7 * 60),
    }),
    barcelonaMadrid: footballMatch('tomorrow-2', {
      competitionId: competitionIds.Spain,
      homeTeamId: Team.barcelona,
      awayTeamId: Team.realMadrid,
      kickoffAt: SCENARIO_NOW + DAY,
    }),
    // Earlier this season: Friday 20:00 and 1 March.
    tottenhamUnited: footballMatch('yesterday-1', {
      competitionId: england,
      homeTeamId: Team.tottenham,
      awayTeamId: Team.manUnited,
      kickoffAt: SCENARIO_NOW - DAY,
    }),
    chelseaArsenal: footballMatch('earlier-1', {
      competitionId: england,
      homeTeamId: Team.chelsea,
      awayTeamId: Team.arsenal,
      kickoffAt: Date.parse('2026-03-01T12:00:00Z') / 1000,
    }),
    // Next fixtures of Arsenal (Tuesday, 3 days on) and Chelsea (7 days on).
    arsenalLiverpool: footballMatch('later-1', {
      competitionId: england,
      homeTeamId: Team.arsenal,
      awayTeamId: Team.liverpool,
      kickoffAt: SCENARIO_NOW + 3 * DAY - HOUR,
    }),
    tottenhamChelsea: footballMatch('later-2', {
      competitionId: england,
      homeTeamId: Team.tottenham,
      awayTeamId: Team.chelsea,
      kickoffAt: SCENARIO_NOW + 7 * DAY,
    }),
  };
}

export type Scenario = ReturnType<typeof scenarioMatches>;
export type ScenarioIds = Record<keyof Scenario, number>;

const finished = (m: MatchEvents, score: ScorePair, halfTime: ScorePair): FeedEvent[] => [
  m.state(FootballStatus.finished),
  m.score(score, halfTime),
];

/** The states and scores of the scenario; the detail tests add incidents, statistics, lineups and odds. */
function scenarioEvents(s: Scenario): FeedEvent[] {
  return [
    ...Object.values(s).map((m) => m.upsert),
    s.arsenalChelsea.state(FootballStatus.firstHalf, minutesFromNow(-50), 1),
    s.arsenalChelsea.score([1, 0]),
    s.madridBarcelona.state(FootballStatus.secondHalf, minutesFromNow(-20), 2),
    s.madridBarcelona.score([2, 2], [1, 1]),
    s.milanJuventus.state(FootballStatus.halfTime, null, null),
    s.milanJuventus.score([0, 1], [0, 1]),
    ...finished(s.liverpoolCity, [2, 1], [1, 1]),
    s.juventusMilan.state(FootballStatus.cancelled),
    s.leverkusenBayern.state(FootballStatus.abnormal),
    ...finished(s.tottenhamUnited, [1, 1], [0, 0]),
    ...finished(s.chelseaArsenal, [0, 2], [0, 1]),
  ];
}

/**
 * Seeds the reference data, sets the server clock to SCENARIO_NOW, makes Ligue 1 a non-hot competition
 * (so that the 竞彩 list has one to leave out) and ingests the scenario.
 */
export async function seedScenario(server: TestServer): Promise<{ matches: Scenario; ids: ScenarioIds }> {
  await seedFootballReference(server);
  await server.database.db
    .updateTable('competitions')
    .set({ hot: 0 })
    .where('id', '=', competitionIds.France)
    .execute();
  server.clock.now = SCENARIO_NOW;
  const matches = scenarioMatches();
  await server.ingest.ingest(scenarioEvents(matches));
  const entries = await Promise.all(
    Object.entries(matches).map(async ([name, builder]) => [name, await matchIdOf(server, builder)] as const),
  );
  return { matches, ids: Object.fromEntries(entries) as ScenarioIds };
}

/** A match about to kick off, followed by a fan who keeps it spoiler-free (防剧透, no delay). */
export async function spoilerFreeMatch(server: TestServer, key: string, token: string): Promise<MatchEvents> {
  const match = matchEvents(key, { kickoffAt: Math.floor(Date.now() / 1000) });
  await server.ingest.ingest([match.upsert, match.state(FootballStatus.notStarted), match.score([0, 0])]);
  const matchId = await matchIdOf(server, match);
  await post(server, '/live/match/follow', { matchId, follow: 1 }, { token });
  await post(server, '/user/spoiler', { mode: 'chosen', matchIds: [matchId], delaySeconds: 0 }, { token });
  return match;
}

/** The match kicks off, then the away side scores: a kick-off notice and a goal notice. */
export async function kickOffAndScore(server: TestServer, match: MatchEvents): Promise<void> {
  await server.ingest.ingest([match.state(FootballStatus.firstHalf, Math.floor(Date.now() / 1000))]);
  await server.ingest.ingest([match.score([0, 1]), match.incident(IncidentType.goal, 'away', 600, { score: [0, 1] })]);
}
