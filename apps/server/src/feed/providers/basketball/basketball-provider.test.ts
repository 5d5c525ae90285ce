import { basketballListGroup } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import type { FeedEvent as BasketballFeedEvent, MatchUpsert } from '../../events';
import { createBasketballProvider, type BasketballProviderOptions } from './basketball-provider';
import { dayOf, dayStartAt } from './calendar';
import { CBA_TEAM_ID_BASE, NBA_TEAM_ID_BASE } from './ratings';
import { busySlotBefore } from '../replay/calendar';
import { onTestClock } from './test-data';

/** 2025-03-10 00:00 Beijing time. */
const MIDNIGHT = dayStartAt(dayOf(Date.UTC(2025, 2, 10, 12) / 1000));
const HOUR = 3600;

const providerAt = (start: number, overrides: Partial<BasketballProviderOptions> = {}) =>
  onTestClock(createBasketballProvider, start, overrides);

/** The latest status code of every match the events mention. */
function statesOf(events: readonly BasketballFeedEvent[], into = new Map<string, number>()): Map<string, number> {
  for (const e of events) if (e.kind === 'state') into.set(e.providerMatchId, e.state);
  return into;
}

const keysOf = (events: readonly BasketballFeedEvent[]) => events.map((e) => e.key);
/** Snapshot kinds (state, score, box score) are collapsed to each batch's latest, so only the others add up. */
const lasting = (events: readonly BasketballFeedEvent[]) =>
  events.filter((e) => e.kind !== 'state' && e.kind !== 'score' && e.kind !== 'boxScore');

describe('createBasketballProvider', () => {
  it.each(['2026-11-23T08:00:00Z', '2027-07-01T08:00:00Z', '2031-02-14T08:00:00Z'])(
    "has CBA games live at the start of FEED_DEMO=busy before %s, in both leagues' season",
    (iso) => {
      const slot = busySlotBefore(Date.parse(iso) / 1000);
      const events = [...providerAt(slot).provider.bootstrap()];
      const live = [...statesOf(events)].filter(([, state]) => basketballListGroup(state) === 'live');
      expect(live.some(([id]) => id.startsWith('cba:'))).toBe(true);
      // The NBA's season is under way too: its games of the morning are in the window.
      const leagues = events.flatMap((e) => (e.kind === 'match' ? [e.providerMatchId.split(':')[0]] : []));
      expect(new Set(leagues)).toEqual(new Set(['nba', 'cba']));
    },
  );

  it('bootstraps every fixture of the window as generated NBA and CBA matches with the seeded team ids', () => {
    const events = [...providerAt(MIDNIGHT + 13 * HOUR).provider.bootstrap()];
    const matches = events.filter((e): e is MatchUpsert => e.kind === 'match');
    expect(matches.length).toBeGreaterThanOrEqual(25);
    for (const m of matches) {
      expect(m).toMatchObject({ sport: 'basketball', source: 'generated' });
      const base = m.competitionId === 101 ? NBA_TEAM_ID_BASE : CBA_TEAM_ID_BASE;
      expect(m.competitionId === 101 ? 30 : 20).toBeGreaterThan(m.homeTeamId - base);
      expect(m.homeTeamId).toBeGreaterThanOrEqual(base);
    }
    expect(new Set(keysOf(events)).size).toBe(events.length);
  });

  it('is deterministic: two instances at the same moment send the same events', () => {
    const at = MIDNIGHT + 9 * HOUR + 1234;
    expect([...providerAt(at).provider.bootstrap()]).toEqual([...providerAt(at).provider.bootstrap()]);
  });

  it('has the NBA live on Beijing mornings and the CBA in the evening, and nothing live before dawn', () => {
    const { provider, clock } = providerAt(MIDNIGHT);
    const states = statesOf([...provider.bootstrap()]);
    const liveLeagues = new Map<number, Set<string>>();
    for (let hour = 1; hour <= 23; hour++) {
      for (let step = 0; step < 6; step++) {
        clock.now += 600;
        statesOf(provider.tick(), states);
        provider.commit();
      }
      const live = [...states].filter(([, state]) => basketballListGroup(state) === 'live');
      liveLeagues.set(hour, new Set(live.map(([id]) => id.split(':')[0]!)));
    }
    for (const hour of [8, 9, 10, 11, 12, 13]) expect(liveLeagues.get(hour)).toContain('nba');
    for (const hour of [20, 21]) expect(liveLeagues.get(hour)).toContain('cba');
    for (const hour of [3, 5, 17]) expect(liveLeagues.get(hour)?.size).toBe(0);
  });

  it('ticks out exactly what became due: bootstrap + ticks equals a later bootstrap', () => {
    const start = MIDNIGHT + 10 * HOUR;
    const { provider, clock } = providerAt(start);
    const seen = [...provider.bootstrap()];
    for (let i = 0; i < 12; i++) {
      clock.now += 300 + i;
      seen.push(...provider.tick());
      provider.commit();
    }
    expect(provider.tick()).toEqual([]);
    const later = [...providerAt(clock.now).provider.bootstrap()];
    expect(new Set(keysOf(lasting(seen)))).toEqual(new Set(keysOf(lasting(later))));
    expect(statesOf(seen)).toEqual(statesOf(later));
    expect(new Set(keysOf(seen)).size).toBe(seen.length);
  });

  it('reads an uncommitted tick again, so a failed ingest loses nothing', () => {
    const start = MIDNIGHT + 20 * HOUR;
    const steady = providerAt(start);
    const failing = providerAt(start);
    const booted = [...steady.provider.bootstrap()];
    const expected = [...booted];
    const stored = [...failing.provider.bootstrap()];
    for (let i = 0; i < 12; i++) {
      steady.clock.now = failing.clock.now += 240;
      expected.push(...steady.provider.tick());
      steady.provider.commit();
      const events = failing.provider.tick();
      if (i % 3 === 1) continue; // the ingest failed: nothing stored, nothing committed
      stored.push(...events);
      failing.provider.commit();
    }
    expect(lasting(expected).length).toBeGreaterThan(lasting(booted).length);
    expect(new Set(keysOf(lasting(stored)))).toEqual(new Set(keysOf(lasting(expected))));
    expect(statesOf(stored)).toEqual(statesOf(expected));
  });

  it('runs a virtual clock from the anchor at the given speed', () => {
    const { provider, clock } = providerAt(MIDNIGHT, { speed: 60 });
    clock.now += 60;
    expect(provider.now()).toBe(MIDNIGHT + HOUR);
  });

  it('announces a new day as the window moves past midnight', () => {
    const { provider, clock } = providerAt(MIDNIGHT - 600);
    Array.from(provider.bootstrap());
    clock.now += 1200;
    const fresh = provider.tick().filter((e): e is MatchUpsert => e.kind === 'match');
    expect(fresh.length).toBeGreaterThanOrEqual(9);
    for (const m of fresh) expect(dayOf(m.kickoffAt)).toBe(dayOf(MIDNIGHT) + 1);
  });

  it('refuses a speed under 1 and negative or fractional window days', () => {
    expect(() => providerAt(MIDNIGHT, { speed: 0.5 })).toThrow(RangeError);
    expect(() => providerAt(MIDNIGHT, { daysBack: -1 })).toThrow(RangeError);
    expect(() => providerAt(MIDNIGHT, { daysAhead: 1.5 })).toThrow(RangeError);
  });
});
