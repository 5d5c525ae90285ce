import { BasketballStatus, basketballListGroup } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import type { FeedEvent as BasketballFeedEvent, MatchUpsert } from '../../events';
import { createBasketballProvider, type BasketballProviderOptions } from './basketball-provider';
import { dayOf, dayStartAt } from './calendar';
import { CBA_TEAM_ID_BASE, NBA_TEAM_ID_BASE } from './ratings';
import { basketballData } from './test-data';

/** 2025-03-10 00:00 Beijing time. */
const MIDNIGHT = dayStartAt(dayOf(Date.UTC(2025, 2, 10, 12) / 1000));
const HOUR = 3600;

function providerAt(start: number, overrides: Partial<BasketballProviderOptions> = {}) {
  const clock = { now: start };
  const provider = createBasketballProvider({
    ...basketballData,
    clock: () => clock.now,
    speed: 1,
    anchor: start,
    daysBack: 1,
    daysAhead: 1,
    ...overrides,
  });
  return { provider, clock };
}

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
  it('bootstraps every fixture of the window as generated NBA and CBA matches with the seeded team ids', () => {
    const events = [...providerAt(MIDNIGHT + 13 * HOUR).provider.bootstrap()];
    const matches = events.filter((e): e is MatchUpsert => e.kind === 'match');
    expect(matches.length).toBeGreaterThanOrEqual(36);
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

  it('has basketball live, finished and upcoming at every hour of the day', () => {
    const { provider, clock } = providerAt(MIDNIGHT);
    const states = statesOf([...provider.bootstrap()]);
    for (let hour = 0; hour < 24; hour++) {
      for (let step = 0; step < 6; step++) {
        clock.now += 600;
        statesOf(provider.tick(), states);
        provider.commit();
      }
      const groups = [...states.values()].map(basketballListGroup);
      expect(['live', 'result', 'upcoming'].map((g) => groups.filter((x) => x === g).length).every((n) => n > 0)).toBe(
        true,
      );
    }
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
    expect(fresh.length).toBeGreaterThanOrEqual(12);
    for (const m of fresh) expect(dayOf(m.kickoffAt)).toBe(dayOf(MIDNIGHT) + 1);
  });

  it("finishes the previous evening's late game after the window has moved on", () => {
    const { provider, clock } = providerAt(MIDNIGHT + 60, { daysBack: 0 });
    const late = [...statesOf([...provider.bootstrap()])].filter(([id]) => id.includes(`:${dayOf(MIDNIGHT) - 1}:`));
    expect(late.map(([, state]) => basketballListGroup(state))).toEqual(['live']);
    clock.now += 1800;
    const finished = statesOf(provider.tick());
    provider.commit();
    expect(finished.get(late[0]?.[0] ?? '')).toBe(BasketballStatus.finished);
    clock.now += 1800;
    expect(provider.tick().filter((e) => e.providerMatchId === late[0]?.[0])).toEqual([]);
  });

  it('refuses a speed under 1 and negative or fractional window days', () => {
    expect(() => providerAt(MIDNIGHT, { speed: 0.5 })).toThrow(RangeError);
    expect(() => providerAt(MIDNIGHT, { daysBack: -1 })).toThrow(RangeError);
    expect(() => providerAt(MIDNIGHT, { daysAhead: 1.5 })).toThrow(RangeError);
  });
});
