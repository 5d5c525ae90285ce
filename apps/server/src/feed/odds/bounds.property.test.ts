/**
 * Every line the odds model produces over a whole replayed day stays within what real markets quote
 * (docs/odds-model.md): Hong Kong waters 0.70–1.20, 1X2 margins of 3–8 % that differ between companies, handicap and
 * total lines in quarter steps, and the lotteries' SP within their bounds and payouts. The 中超 2024 days are
 * priced from its walked ratings (docs/decisions/0037-super-league-odds-walked.md) and checked alike.
 */
import { fileURLToPath } from 'node:url';
import { LOTTERY_SP_BOUNDS, MAX_LOTTERY_HANDICAP } from '@kanqiu/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadFootball } from '../dataset/dataset';
import type { OddsEvent } from '../events';
import { buildReplaySchedule, dayOf, fixturesOfDay } from '../providers/replay/calendar';
import { oddsFixture, replayProgression } from '../providers/replay/replay-odds';
import { SUPER_LEAGUE, withSuperLeague } from '../providers/replay/super-league';
import { oddsEventsUntil } from './odds-feed';
import { fitStrengths } from './strengths';

const dataDir = fileURLToPath(new URL('../../../../../data', import.meta.url));
const football = withSuperLeague(loadFootball(dataDir));
const table = fitStrengths(football, [SUPER_LEAGUE]);
const schedule = buildReplaySchedule(football.matches);
/** A Saturday of the league season on the current calendar, and the year of days after it. */
const FIRST_DAY = dayOf(Date.parse('2026-11-21T12:00:00Z') / 1000);
const YEAR = Array.from({ length: 365 }, (_, offset) => FIRST_DAY + offset);
const superLeagueDays = YEAR.filter((day) => fixturesOfDay(schedule, day).some((f) => f.competition === SUPER_LEAGUE));

function dayLines(day: number, competition?: string): OddsEvent[] {
  const fixtures = fixturesOfDay(schedule, day).filter((f) => !competition || f.competition === competition);
  return fixtures.flatMap((fixture) =>
    oddsEventsUntil(table, oddsFixture(fixture), replayProgression(fixture, fixture.endAt), fixture.endAt),
  );
}

const overround = (odds: readonly number[]): number => odds.reduce((sum, o) => sum + 1 / o, 0) - 1;
const isQuarter = (line: number): boolean => Number.isInteger(line * 4);

function expectWithinBounds(lines: readonly OddsEvent[]): void {
  const marginsAt = new Map<string, string[]>();
  for (const e of lines) {
    const [left, middle, right] = e.values;
    switch (e.market) {
      case 'asia':
      case 'total':
        expect(
          [left, right].every((water) => water >= 0.7 && water <= 1.2),
          `${e.key} waters ${e.values}`,
        ).toBe(true);
        expect(isQuarter(middle), `${e.key} line ${middle}`).toBe(true);
        break;
      case 'euro': {
        const margin = overround(e.values);
        expect(margin >= 0.03 && margin <= 0.08, `${e.key} margin ${margin}`).toBe(true);
        const moment = `${e.providerMatchId}:${e.at}`;
        marginsAt.set(moment, [...(marginsAt.get(moment) ?? []), margin.toFixed(3)]);
        break;
      }
      default: {
        const kind = e.market.startsWith('jc') ? 'jczq' : 'bjdc';
        const { min, max } = LOTTERY_SP_BOUNDS[kind];
        expect(
          e.values.every((sp) => sp >= min && sp <= max),
          `${e.key} SP ${e.values}`,
        ).toBe(true);
        expect(e.phase, `${e.key} sold in play`).not.toBe('live');
        if (e.market.endsWith('Rq')) {
          expect(Number.isInteger(e.handicap) && e.handicap !== 0, `${e.key} 让球 ${e.handicap}`).toBe(true);
          expect(Math.abs(e.handicap ?? 0)).toBeLessThanOrEqual(MAX_LOTTERY_HANDICAP);
        }
        if (kind === 'jczq' && e.values.every((sp) => sp < max)) {
          expect(1 / (1 + overround(e.values)), `${e.key} payout`).toBeCloseTo(0.89, 1);
        }
      }
    }
  }
  // Each company keeps its own margin: where several price the same moment, they do not all agree (in play a
  // company whose price did not move says nothing, so a moment may have one line).
  for (const [moment, margins] of marginsAt) {
    if (margins.length > 1) expect(new Set(margins).size, `margins at ${moment}`).toBeGreaterThan(1);
  }
}

describe('odds bounds over a whole replayed day', () => {
  it('holds for every line of any day of the replayed year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 364 }), (offset) => {
        const lines = dayLines(FIRST_DAY + offset);
        expectWithinBounds(lines);
      }),
      { numRuns: 12, examples: [[0]] },
    );
  }, 180_000);

  it('holds for every line of any 中超 day', () => {
    expect(superLeagueDays.length).toBeGreaterThan(60);
    fc.assert(
      fc.property(fc.constantFrom(...superLeagueDays), (day) => {
        const lines = dayLines(day, SUPER_LEAGUE);
        expect(lines.length).toBeGreaterThan(0);
        expectWithinBounds(lines);
      }),
      { numRuns: 12 },
    );
  }, 180_000);
});
