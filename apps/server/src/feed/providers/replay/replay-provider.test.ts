import { FootballStatus, StatisticType } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { loadFootball, type Match } from '../../dataset/dataset';
import type {
  FeedEvent,
  IncidentEvent,
  LineupsEvent,
  MatchUpsert,
  ScoreChange,
  StateChange,
  StatisticsEvent,
} from '../../events';
import { buildReplaySchedule, dayOf, dayStartAt, fixturesOfDay, type Fixture } from './calendar';
import { createReplayProvider, type ReplayProviderOptions } from './replay-provider';

const football = loadFootball('data');
const schedule = buildReplaySchedule(football.matches);
/** Saturday 2026-11-28 23:15 in Shanghai: the Premier League's 15:00 kick-offs (GMT) have just started. */
const ANCHOR = Date.UTC(2026, 10, 28, 15, 15) / 1000;
const TODAY = dayOf(ANCHOR);

type Stored = {
  match?: MatchUpsert;
  state?: StateChange;
  score?: ScoreChange;
  incidents: IncidentEvent[];
  statistics?: StatisticsEvent;
  lineups?: LineupsEvent;
};

/** What an ingest keeps of a stream: the latest of everything, every incident once. */
function store(events: readonly FeedEvent[], into = new Map<string, Stored>()): Map<string, Stored> {
  for (const e of events) {
    const m = into.get(e.providerMatchId) ?? { incidents: [] };
    into.set(e.providerMatchId, m);
    if (e.kind === 'match') m.match = e;
    else if (e.kind === 'state') m.state = e;
    else if (e.kind === 'score') m.score = e;
    else if (e.kind === 'incident') m.incidents.push(e);
    else if (e.kind === 'statistics') m.statistics = e;
    else if (e.kind === 'lineups') m.lineups = e;
  }
  return into;
}

function clockAt(start: number) {
  const clock = { real: start, read: () => clock.real };
  return clock;
}

function provider(read: () => number, options: Partial<ReplayProviderOptions> = {}) {
  return createReplayProvider({
    football,
    clock: read,
    speed: 1,
    anchor: ANCHOR,
    daysBack: 3,
    daysAhead: 3,
    ...options,
  });
}

/** Ticks every `step` real seconds until `until`, returning everything emitted. */
function run(p: ReturnType<typeof provider>, clock: { real: number }, until: number, step: number): FeedEvent[] {
  const events: FeedEvent[] = [];
  while (clock.real < until) {
    clock.real = Math.min(until, clock.real + step);
    events.push(...p.tick());
    p.commit();
  }
  return events;
}

function findFixture(test: (f: Fixture) => boolean, fromDay = TODAY): Fixture {
  for (let day = fromDay; day < fromDay + 60; day++) {
    const found = fixturesOfDay(schedule, day).find(test);
    if (found) return found;
  }
  throw new Error('no such fixture');
}

const of = (events: readonly FeedEvent[], f: Fixture) => events.filter((e) => e.providerMatchId === f.providerMatchId);

describe('bootstrap', () => {
  const clock = clockAt(ANCHOR);
  const events = [...provider(clock.read).bootstrap()];
  const stored = store(events);

  it('publishes every fixture of today − 3 … today + 3, the five leagues on their real days', () => {
    const upserts = events.filter((e): e is MatchUpsert => e.kind === 'match');
    const inWindow = upserts.filter((u) => dayOf(u.kickoffAt) >= TODAY - 3);
    for (let day = TODAY - 3; day <= TODAY + 3; day++) {
      const ofDay = upserts.filter((u) => dayOf(u.kickoffAt) === day);
      expect(ofDay).toHaveLength(fixturesOfDay(schedule, day).length);
    }
    expect(new Set(inWindow.map((u) => u.competitionId)).size).toBe(5);
    expect(inWindow.filter((u) => dayOf(u.kickoffAt) === TODAY).length).toBeGreaterThanOrEqual(15);
    expect(upserts[0]).toMatchObject({ provider: 'replay', source: 'replay', sport: 'football', kind: 'match' });
  });

  it('names the competition by its Kanqiu id and the round by matchday, group letter or stage', () => {
    const upserts = events.filter((e): e is MatchUpsert => e.kind === 'match');
    const england = upserts.find((u) => u.competitionId === 1);
    expect(england?.round).toMatch(/^\d+$/);
    const worldCup = upserts.filter((u) => u.competitionId === 6).map((u) => u.round);
    expect(
      worldCup.every((r) => /^[A-H]$/.test(r ?? '') || ['r16', 'qf', 'sf', 'third', 'final'].includes(r ?? '')),
    ).toBe(true);
  });

  it('is compact: a finished match brings its final state, score and lineups with its minutes of statistics, earlier matches of the season their result, an upcoming one its upsert', () => {
    const kinds = new Map<string, string[]>();
    for (const e of events) kinds.set(e.providerMatchId, [...(kinds.get(e.providerMatchId) ?? []), e.kind]);
    const count = (id: string, kind: string) => kinds.get(id)?.filter((k) => k === kind).length;
    const inWindow = (id: string) => dayOf(stored.get(id)?.match?.kickoffAt ?? 0) >= TODAY - 3;
    const finished = [...stored]
      .filter(([id, m]) => m.state?.state === FootballStatus.finished && inWindow(id))
      .map(([id]) => id);
    expect(finished.length).toBeGreaterThanOrEqual(5);
    for (const id of finished) {
      expect([count(id, 'state'), count(id, 'score'), count(id, 'lineups')]).toEqual([1, 1, 1]);
      // Every played minute's statistics (the momentum chart), and nothing repeated.
      const minutes = events.filter((e) => e.providerMatchId === id && e.kind === 'statistics').map((e) => e.key);
      expect(minutes.length).toBeGreaterThanOrEqual(90);
      expect(new Set(minutes).size).toBe(minutes.length);
    }
    const earlierInSeason = [...stored.keys()].filter((id) => !inWindow(id));
    expect(earlierInSeason.length).toBeGreaterThan(500);
    for (const id of earlierInSeason) expect(kinds.get(id)?.sort()).toEqual(['match', 'score', 'state']);
    const later = [...stored].filter(([, m]) => (m.match?.kickoffAt ?? 0) > ANCHOR + 3600).map(([id]) => id);
    expect(later.length).toBeGreaterThan(20);
    for (const id of later) expect(kinds.get(id)).toEqual(['match']);
    const live = [...stored.values()].filter((m) => (m.state?.state ?? 0) >= 2 && (m.state?.state ?? 0) <= 7);
    expect(live.length).toBeGreaterThanOrEqual(3);
  });
});

describe('determinism', () => {
  it('gives two instances with the same anchor and clock the same stream', () => {
    const clock = clockAt(ANCHOR + 1234);
    const [a, b] = [provider(clock.read, { speed: 7 }), provider(clock.read, { speed: 7 })];
    expect([...a.bootstrap()]).toEqual([...b.bootstrap()]);
    for (let i = 0; i < 200; i++) {
      clock.real += 13;
      expect(a.tick()).toEqual(b.tick());
      a.commit();
      b.commit();
    }
    expect(a.now()).toBe(b.now());
  });

  it('streams what a later instance restores: bootstrap + ticks add up to bootstrap at the end', () => {
    const clock = clockAt(ANCHOR);
    const first = provider(clock.read);
    const streamed = store([...first.bootstrap()]);
    store(run(first, clock, ANCHOR + 4 * 3600, 45), streamed);
    const restored = store([...provider(clock.read).bootstrap()]);
    expect(restored).toEqual(streamed);
  });

  it('reads an uncommitted tick again, so a failed ingest loses nothing', () => {
    const clock = clockAt(ANCHOR);
    const [steady, failing] = [provider(clock.read, { speed: 10 }), provider(clock.read, { speed: 10 })];
    Array.from(steady.bootstrap());
    Array.from(failing.bootstrap());
    const [expected, stored] = [[] as FeedEvent[], [] as FeedEvent[]];
    for (let i = 0; i < 40; i++) {
      clock.real += 30;
      expected.push(...steady.tick());
      steady.commit();
      const events = failing.tick();
      if (i % 3 === 1) continue; // the ingest failed: nothing stored, nothing committed
      stored.push(...events);
      failing.commit();
    }
    expect(expected.length).toBeGreaterThan(100);
    expect(stored.map((e) => e.key).sort()).toEqual(expected.map((e) => e.key).sort());
  });

  it('keeps keys unique within a stream', () => {
    const clock = clockAt(ANCHOR);
    const p = provider(clock.read, { speed: 10 });
    const events = [...p.bootstrap(), ...run(p, clock, ANCHOR + 3 * 3600, 20)];
    const keys = events.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('a match replayed through tick()', () => {
  const fixture = findFixture((f) => f.competition === 'England' && f.kickoffAt > ANCHOR + 3 * 3600);
  const clock = clockAt(fixture.kickoffAt - 2 * 3600);
  const p = provider(clock.read, { anchor: clock.real });
  const before = of([...p.bootstrap()], fixture);
  const events = of(run(p, clock, fixture.endAt + 60, 11), fixture);
  const match: Match = fixture.match;
  const final = store([...before, ...events]).get(fixture.providerMatchId);

  it('announces the lineups an hour before kick-off', () => {
    expect(before.map((e) => e.kind)).toEqual(['match']);
    expect(events[0]).toMatchObject({ kind: 'lineups', key: `${fixture.providerMatchId}:lineups` });
    expect(events[0]?.kind === 'lineups' && events[0].home.starters).toHaveLength(11);
  });

  it('ends with the real final and half-time score', () => {
    expect(final?.score).toMatchObject({ score: match.score.ft, halfTime: match.score.ht, extraTime: null });
    expect(final?.state).toMatchObject({ state: FootballStatus.finished, periodStartAt: null });
  });

  it('plays every incident in order, goals carrying the score after them', () => {
    expect(final?.incidents.map((i) => i.key)).toEqual(
      match.events.map((_, i) => `${fixture.providerMatchId}:inc:${i}`),
    );
    const goals = final?.incidents.filter((i) => i.score !== null) ?? [];
    expect(goals.at(-1)?.score).toEqual(match.score.ft);
    const sub = final?.incidents.find((i) => i.relatedPlayerId !== null);
    expect(sub?.playerName).toBeTruthy();
    expect(sub?.relatedPlayerName).toBeTruthy();
  });

  it('counts the real cards and corners', () => {
    const values = final?.statistics?.values ?? {};
    expect(values[StatisticType.corners]).toEqual([match.stats.home.corners, match.stats.away.corners]);
    expect(values[StatisticType.yellowCards]).toEqual([match.stats.home.yellow, match.stats.away.yellow]);
    expect(values[StatisticType.redCards]).toEqual([match.stats.home.red, match.stats.away.red]);
  });

  it('goes 2 → 3 → 4 → 8 with one statistics event a played minute', () => {
    const states = events.filter((e): e is StateChange => e.kind === 'state').map((e) => e.state);
    expect(states).toEqual([2, 3, 4, 8]);
    const minutes = events.filter((e): e is StatisticsEvent => e.kind === 'statistics').map((e) => e.minute);
    expect(minutes).toEqual(minutes.map((_, i) => i + 1));
    expect(minutes.length).toBe(Math.ceil(match.periods['1H'] / 60) + Math.ceil(match.periods['2H'] / 60));
  });
});

describe('a knockout match that went to penalties', () => {
  it('plays extra time in two halves, then the shoot-out', () => {
    const fixture = findFixture(
      (f) => f.match.score.pens !== null && f.competition === 'World_Cup',
      dayOf(Date.UTC(2026, 5, 11) / 1000),
    );
    const clock = clockAt(fixture.kickoffAt - 600);
    const p = provider(clock.read, { anchor: clock.real, speed: 30 });
    Array.from(p.bootstrap());
    const events = of(run(p, clock, clock.real + (fixture.endAt - fixture.kickoffAt + 1200) / 30, 2), fixture);
    const states = events.filter((e): e is StateChange => e.kind === 'state').map((e) => [e.state, e.period]);
    expect(states).toEqual([
      [2, null],
      [3, null],
      [4, null],
      [5, 1],
      [5, 2],
      [7, null],
      [8, null],
    ]);
    const last = store(events).get(fixture.providerMatchId)?.score;
    expect(last).toMatchObject({ extraTime: fixture.match.score.et, penalties: fixture.match.score.pens });
  });
});

describe('the speed factor', () => {
  it('at 60, plays a 90-minute match in about 2 real minutes', () => {
    const fixture = findFixture((f) => f.match.periods.E1 === undefined && f.kickoffAt > ANCHOR + 3600);
    const realKickoff = ANCHOR + (fixture.kickoffAt - ANCHOR) / 60;
    const clock = clockAt(realKickoff - 1);
    const p = provider(clock.read, { speed: 60 });
    Array.from(p.bootstrap());
    let finishedAt: number | null = null;
    while (finishedAt === null && clock.real < realKickoff + 600) {
      clock.real += 1;
      const done = of(p.tick(), fixture).some((e) => e.kind === 'state' && e.state === FootballStatus.finished);
      p.commit();
      if (done) finishedAt = clock.real;
    }
    expect(p.now()).toBeGreaterThanOrEqual(fixture.endAt);
    expect((finishedAt ?? Infinity) - realKickoff).toBeLessThanOrEqual(130);
    expect((finishedAt ?? 0) - realKickoff).toBeGreaterThanOrEqual(105);
  });

  it('refuses a speed below 1 and a negative window', () => {
    expect(() => provider(() => ANCHOR, { speed: 0.5 })).toThrow(RangeError);
    expect(() => provider(() => ANCHOR, { daysBack: -1 })).toThrow(RangeError);
  });
});

describe('days rolling over', () => {
  it('publishes the fixtures of the day entering the window, and only events of published matches', () => {
    const midnight = dayStartAt(TODAY + 1);
    const clock = clockAt(midnight - 600);
    const p = provider(clock.read, { anchor: clock.real, daysBack: 0, daysAhead: 1 });
    const events = [...p.bootstrap(), ...run(p, clock, midnight + 3 * 3600, 30)];
    const published = new Set<string>();
    const unknown = events.filter((e) => {
      if (e.kind === 'match') published.add(e.providerMatchId);
      return !published.has(e.providerMatchId);
    });
    expect(unknown).toEqual([]);
    const entering = fixturesOfDay(schedule, TODAY + 2).map((f) => f.providerMatchId);
    expect(entering.every((id) => published.has(id))).toBe(true);
    // Yesterday's late matches play on to their final whistle after their day has left the window.
    const late = fixturesOfDay(schedule, TODAY).filter((f) => f.endAt > midnight);
    expect(late.length).toBeGreaterThan(0);
    for (const f of late) {
      expect(events.some((e) => e.providerMatchId === f.providerMatchId && e.kind === 'state' && e.state === 8)).toBe(
        true,
      );
    }
  });
});
